"""Serve a built site as any static web host would, on 127.0.0.1.

``serve(folder)`` serves a folder on a free port of 127.0.0.1 from a thread,
with the MIME types JupyterLite needs (``.wasm``, ``.mjs``). It is what the
site's tests and its start-up benchmark stand on; to try the site by hand,
``python3 -m http.server --directory _site`` does the same.
"""

from __future__ import annotations

import functools
import http.server
import socketserver
import threading
from dataclasses import dataclass, field
from pathlib import Path


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".ipynb": "application/json",
        ".whl": "application/zip",
        ".zip": "application/zip",
        ".svg": "image/svg+xml",
    }

    def log_message(self, format, *args):  # quiet: the test reads no log
        pass


class _Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True


@dataclass
class Site:
    url: str  # "http://127.0.0.1:PORT/"
    server: _Server = field(repr=False)

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def serve(folder: Path) -> Site:
    """Serve ``folder`` on a free port of 127.0.0.1 from a thread."""
    handler = functools.partial(_Handler, directory=str(folder))
    server = _Server(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, name="site", daemon=True).start()
    return Site(f"http://127.0.0.1:{server.server_address[1]}/", server)
