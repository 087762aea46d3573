"""The lesson sources are notebooks in jupytext's percent format.

Every source in ``lessons/`` and ``course/lessons/`` is a Python file that
jupytext opens as a notebook (and JupyterLab with it), whose code cells are
valid Python, with a summary in its header, and whose committed notebook is
what ``tools/build_lessons.py`` builds from it today. JupyterLab (through
jupytext's contents manager) opens each source as a notebook and saves it
back unchanged. The builder refuses a source it cannot turn into a
notebook, and says where.
"""

from __future__ import annotations

import re
import warnings
from pathlib import Path

import nbformat
import pytest

from tools import build_lessons
from tools.build_lessons import COURSE_LESSONS, LESSONS, LessonError

ROOT = Path(__file__).resolve().parent.parent
SOURCES = [(sequence, path) for sequence in (LESSONS, COURSE_LESSONS) for path in sequence.lessons()]


def _id(param) -> str:
    return param.relative_to(ROOT).as_posix() if isinstance(param, Path) else param.name


def _compile(text: str, where: str) -> None:
    """Compile ``text`` as Python, warnings (such as an invalid escape) counted as errors."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        compile(text, where, "exec")


def _python(cell_source: str) -> str:
    """A code cell as plain Python: IPython's magics and shell lines turned
    into the calls IPython makes, and a ``%%writefile`` cell's body, which is
    the Python file it writes."""
    from IPython.core.inputtransformer2 import TransformerManager

    first, _, body = cell_source.partition("\n")
    if first.startswith("%%writefile"):
        return body
    return TransformerManager().transform_cell(cell_source)


def test_there_are_sources_for_both_sequences():
    assert len(LESSONS.lessons()) >= 11 and len(COURSE_LESSONS.lessons()) >= 8
    old = [p for folder in (LESSONS.sources, COURSE_LESSONS.sources, ROOT / "tools") for p in folder.rglob("*.lesson")]
    assert not old, f"sources in the old format are left: {old}"


@pytest.mark.parametrize("sequence, source", SOURCES, ids=_id)
def test_a_source_is_a_python_file_and_its_code_cells_compile(sequence, source):
    _compile(source.read_text(encoding="utf-8"), str(source))
    nb = build_lessons.read_source(source)
    code = [cell for cell in nb.cells if cell.cell_type == "code"]
    assert code, f"{source.name} has no code cell"
    for index, cell in enumerate(nb.cells):
        if cell.cell_type == "code":
            _compile(_python(cell.source), f"{source.name}, cell {index + 1}")


@pytest.mark.parametrize("sequence, source", SOURCES, ids=_id)
def test_a_source_says_what_it_teaches_in_its_header(sequence, source):
    text = build_lessons.summary(source)
    assert len(text.split()) >= 8 and text.rstrip().endswith((".", ")")), (
        f"{source.name}: the header's lesson.summary should be a sentence on what the lesson teaches: {text!r}")


@pytest.mark.parametrize("sequence, source", SOURCES, ids=_id)
def test_the_committed_notebook_is_built_from_its_source(sequence, source):
    target = sequence.target(source)
    fix = f"run: python -m tools.build_lessons {sequence.name} {source.name[:2]}"
    assert target.exists(), fix
    committed = nbformat.read(target, as_version=4)
    fresh = build_lessons.build(source, sequence)
    assert [(c.id, c.cell_type, c.source, c.metadata.get("tags"), c.metadata.get("nbgrader")) for c in committed.cells] == [
        (c.id, c.cell_type, c.source, c.metadata.get("tags"), c.metadata.get("nbgrader")) for c in fresh.cells
    ], f"{target.name} is older than {source.name}; {fix}"
    assert committed.metadata.get("kernelspec") == fresh.metadata["kernelspec"]


@pytest.fixture(scope="module")
def jupyterlab_contents(tmp_path_factory):
    """What JupyterLab reads and saves files through, with jupytext installed:
    jupytext's contents manager, over a scratch copy of the sources."""
    import shutil

    from jupyter_server.services.contents.largefilemanager import LargeFileManager
    from jupytext.sync_contentsmanager import build_sync_jupytext_contents_manager_class

    root = tmp_path_factory.mktemp("lab")
    for _sequence, source in SOURCES:
        target = root / source.relative_to(ROOT)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(source, target)
    return root, build_sync_jupytext_contents_manager_class(LargeFileManager)(root_dir=str(root))


def _without_version(text: str) -> str:
    return re.sub(r"^#\s+jupytext_version: .*\n", "", text, flags=re.M)


@pytest.mark.parametrize("sequence, source", SOURCES, ids=_id)
def test_a_source_opens_as_a_notebook_in_jupyterlab_and_saves_unchanged(jupyterlab_contents, sequence, source):
    root, contents = jupyterlab_contents
    name = source.relative_to(ROOT).as_posix()
    model = contents.get(name, content=True, type="notebook")
    cells = model["content"]["cells"]
    assert [c["cell_type"] for c in cells] == [c.cell_type for c in build_lessons.build(source, sequence).cells]
    contents.save(model, name)
    assert _without_version((root / name).read_text(encoding="utf-8")) == _without_version(
        source.read_text(encoding="utf-8")), f"{name} changes when JupyterLab saves it: keep it in jupytext's form"


def _source(tmp_path: Path, body: str, name: str = "99_bad.py") -> Path:
    path = tmp_path / name
    path.write_text(body, encoding="utf-8")
    return path


def test_a_cell_setting_with_a_typo_is_refused(tmp_path):
    path = _source(tmp_path, '# %% tag=["answer"]\nx = ...\n')
    with pytest.raises(LessonError, match=r"99_bad.py, cell 1: unknown cell settings \['tag'\]"):
        build_lessons.build(path, LESSONS)


def test_markdown_without_its_marker_is_refused(tmp_path):
    path = _source(tmp_path, '# %%\nx = 1\n\n"""\n## A heading\n"""\n')
    with pytest.raises(LessonError, match=r"is '# %% \[markdown\]' missing"):
        build_lessons.build(path, LESSONS)


def test_nbgrader_cells_belong_to_the_course(tmp_path):
    body = '# %% solution="f"\ndef f():\n    ### BEGIN SOLUTION\n    return 1\n    ### END SOLUTION\n'
    with pytest.raises(LessonError, match="belongs to the course"):
        build_lessons.build(_source(tmp_path, body), LESSONS)
    assert build_lessons.build(_source(tmp_path, body), COURSE_LESSONS).cells[0].metadata["nbgrader"]["solution"]


def test_the_builder_reads_the_markdown_and_tags_of_a_source(tmp_path):
    path = _source(tmp_path, '# %% [markdown]\n"""\n# Title\n\nText.\n"""\n\n# %% tags=["answer"]\nx = ...\n',
                   name="42_sample.py")
    nb = build_lessons.build(path, LESSONS)
    assert [(c.id, c.cell_type, c.source, c.metadata.get("tags")) for c in nb.cells] == [
        ("lesson42-00", "markdown", "# Title\n\nText.", None), ("lesson42-01", "code", "x = ...", ["answer"])]
