"""A static web server for the built site, and a cut network around it.

``serve(folder)`` serves a folder on 127.0.0.1 as any static web host
would (``tools/site/serve.py``).

``Outside`` counts every request that tries to leave that server, caught
in two places:

* Playwright routes every request of the browser context (pages and their
  workers): one for the local server goes on, any other is aborted and
  recorded;
* the context's proxy is a local "black hole" that answers every request
  it gets with 403 and records it. The context sends requests for the
  local server directly and everything else to that proxy, so a request
  the routes do not see (from a service worker, say) is caught there.

Chromium's own background traffic (update checks and the like) belongs to
the browser, not to a context, and mostly goes neither way; autofill's
server queries about forms on a page are switched off with ``QUIET_FLAGS``.
One kind still reaches the black hole now and then: Chromium opens a
connection to its default search engine ahead of use (``CONNECT
www.google.com:443``), with no request in it, after a page reloads. That
one is left out of ``requests`` (``BROWSER_OWN``): it is the browser's, not
the site's, and a request of the site's own to that host would be caught by
the routes first, where nothing is left out.
"""

from __future__ import annotations

import socketserver
import threading

from tools.site.serve import Site, serve  # noqa: F401 (the tests' static server)


#: Chromium flags besides the usual ones (tests/browser/lab.py): no autofill
#: queries about the forms of a page.
QUIET_FLAGS = ["--disable-features=AutofillServerCommunication"]
#: What Chromium itself sends to the proxy, not the page: a bare tunnel
#: opened ahead of use to its default search engine.
BROWSER_OWN = frozenset({"CONNECT www.google.com:443 HTTP/1.1"})


class _BlackHole(socketserver.StreamRequestHandler):
    def handle(self) -> None:
        line = self.rfile.readline(8192).decode("latin-1").strip()
        if line:
            self.server.seen.append(line)
        try:
            self.wfile.write(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        except OSError:
            pass


class _BlackHoleServer(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self):
        super().__init__(("127.0.0.1", 0), _BlackHole)
        self.seen: list[str] = []


class Outside:
    """Counts (and stops) requests leaving ``local``, see the module's doc."""

    def __init__(self) -> None:
        self._proxy = _BlackHoleServer()
        threading.Thread(target=self._proxy.serve_forever, name="black-hole", daemon=True).start()
        self.routed: list[str] = []
        self.local = ""

    def proxy(self) -> dict:
        """The ``proxy`` option of a new browser context: everything but
        the local server goes to the black hole."""
        return {"server": f"http://127.0.0.1:{self._proxy.server_address[1]}", "bypass": "127.0.0.1"}

    @property
    def requests(self) -> list[str]:
        """Every request that tried to leave so far, as URL or request line."""
        return [*self.routed, *(f"proxy: {line}" for line in self._proxy.seen if line not in BROWSER_OWN)]

    def clear(self) -> None:
        self.routed.clear()
        self._proxy.seen.clear()

    def guard(self, context, local: str) -> None:
        """Route every request of ``context``: to ``local`` it goes on, any
        other is aborted and recorded."""

        def route(route):
            url = route.request.url
            if url.startswith(local) or url.startswith(("data:", "blob:")):
                route.continue_()
            else:
                self.routed.append(url)
                route.abort("blockedbyclient")

        context.route("**/*", route)

    def close(self) -> None:
        self._proxy.shutdown()
        self._proxy.server_close()
