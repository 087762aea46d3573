"""Tools that build and check the lessons, run from the repository root as
``python -m tools.NAME``:

* ``build_lessons``: lesson sources (jupytext percent format) to notebooks,
  run and saved in normal form, for ``notebooks/``, the course and the
  translations;
* ``lesson_translations``: the gettext catalogues of the lessons;
* ``i18n``: the gettext catalogues of the engine's sentences and of the
  widgets' words (extract, update, compile, check);
* ``nbnorm``: running a notebook and its normal form (with
  ``nbval_sanitize.cfg``, which nbval reads too);
* ``rules_page``: ``notebooks/rules.ipynb`` from the rule book, and the
  same page in each language of the lessons;
* ``openspiel_harness``: OpenSpiel's Crazy Eights and switchcore side by
  side, for the differential test and the benchmark.
"""
