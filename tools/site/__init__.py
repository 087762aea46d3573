"""The lessons as a JupyterLite site (``python3 dev.py site``); see build.py."""
