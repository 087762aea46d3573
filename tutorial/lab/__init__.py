"""JupyterLab's menus in a lesson's language, from a link: the Jupyter
server extension ``tutorial.lab``. Its folder also holds the settings the
project installs beside JupyterLab (widget state saved with a lesson, no
news pop-up, and the server config that enables this extension).

A Binder link chooses only the address JupyterLab opens (its ``urlpath``),
not JupyterLab's display language. This Jupyter server extension adds
addresses that do both: ``switchcore/fr/lab/tree/notebooks/fr/00_start_here.ipynb``
sets JupyterLab's language to French, as Settings > Language > Français
would, and then opens ``lab/tree/notebooks/fr/00_start_here.ipynb``. So the
French Binder link is::

    https://mybinder.org/v2/gh/switchcore/switchcore/HEAD?urlpath=switchcore/fr/lab/tree/notebooks/fr/00_start_here.ipynb

``it``, ``nl`` and ``es`` work the same way, and ``en`` brings JupyterLab
back to English. The language is the learner's own setting (the one Settings
> Language writes), so they can change it again from the menu. Only an
address in JupyterLab (``lab`` and below) is opened after it.

The project installs ``jupyter_server_config.d/switchcore_lab.json``, from
this folder, beside JupyterLab, which enables the extension in every Jupyter
server of the environment (Binder's among them). Loading it imports
``tutorial`` in the server, widgets included (about a quarter of a second):
the notebook layer stays in one package.
"""

from __future__ import annotations

from pathlib import Path

#: The lessons' languages and the JupyterLab display language of each.
LAB_LOCALES = {"en": "en", "fr": "fr_FR", "it": "it_IT", "nl": "nl_NL", "es": "es_ES"}
#: The JupyterLab settings plugin that holds the display language.
TRANSLATION_PLUGIN = "@jupyterlab/translation-extension:plugin"
#: Where the addresses of this extension start, under the server's base URL.
PREFIX = "switchcore"


def route(lang: str, path: str = "lab") -> str:
    """The address (relative to the server's base URL) that opens ``path``
    in JupyterLab with its menus in ``lang``.

    >>> route("fr", "lab/tree/notebooks/fr/00_start_here.ipynb")
    'switchcore/fr/lab/tree/notebooks/fr/00_start_here.ipynb'
    """
    if lang not in LAB_LOCALES:
        raise ValueError(f"no JupyterLab language for {lang!r}: one of {', '.join(LAB_LOCALES)}")
    if path != "lab" and not path.startswith("lab/"):
        raise ValueError(f"{path!r} is not an address in JupyterLab (lab/...)")
    return f"{PREFIX}/{lang}/{path}"


def set_lab_locale(labapp, locale: str) -> Path:
    """Make ``locale`` JupyterLab's display language for the user of
    ``labapp`` (a running JupyterLab's ``LabApp``): its user setting,
    validated against the plugin's schema as JupyterLab's own settings API
    does. Other settings of the plugin stay. Returns the settings file."""
    import json

    import json5
    from jupyterlab_server.settings_utils import _get_overrides, save_settings

    plugin, _, name = TRANSLATION_PLUGIN.partition(":")
    path = Path(labapp.user_settings_dir, plugin, name + ".jupyterlab-settings")
    current = {}
    if path.is_file():
        current = json5.loads(path.read_text(encoding="utf-8") or "{}") or {}
    current["locale"] = locale
    overrides, _ = _get_overrides(labapp.app_settings_dir)
    save_settings(labapp.schemas_dir, labapp.user_settings_dir, TRANSLATION_PLUGIN,
                  json.dumps(current, indent=2), overrides,
                  labapp.extra_labextensions_path + labapp.labextensions_path)
    return path


def _handler_class():
    from jupyter_server.base.handlers import JupyterHandler
    from jupyter_server.utils import url_path_join
    from tornado import web

    class LanguageHandler(JupyterHandler):
        """GET switchcore/<lang>/lab/...: set the language, then open lab/..."""

        @web.authenticated
        def get(self, lang: str, path: str) -> None:
            labapps = self.serverapp.extension_manager.extension_apps.get("jupyterlab") or set()
            labapp = next(iter(labapps), None)
            if labapp is None:  # a Jupyter server without JupyterLab (Voilà's, say)
                raise web.HTTPError(404, "JupyterLab is not running in this server")
            set_lab_locale(labapp, LAB_LOCALES[lang])
            query = self.request.query
            self.redirect(url_path_join(self.base_url, path) + (f"?{query}" if query else ""))

    return LanguageHandler


def _jupyter_server_extension_points():
    return [{"module": "tutorial.lab"}]


def _load_jupyter_server_extension(serverapp) -> None:
    from jupyter_server.utils import url_path_join

    languages = "|".join(LAB_LOCALES)
    pattern = url_path_join(serverapp.web_app.settings["base_url"], PREFIX, f"({languages})", "(lab(?:/.*)?)")
    serverapp.web_app.add_handlers(".*$", [(pattern, _handler_class())])
