"""Build the lessons as a JupyterLite site: static files, no server behind them.

    python tools/site/build.py [--out FOLDER] [--force]

(``python3 dev.py site`` runs it in the project's environment.) The site is
JupyterLab with the Pyodide kernel, Python compiled to WebAssembly, running
in the browser. It holds the lessons (``notebooks/``) and the learners'
copies of the course (``course/release/``), with ``switchcore`` and
``tutorial`` installed in the kernel from a wheel built from this tree.
Lesson 10's game against the bots is also a page with no code
(``game/``, ``<lang>/game/``: :func:`add_game_pages`).

Everything it needs at run time is inside the folder; nothing is fetched
from anywhere else. It is assembled from what package registries hand out,
with their ordinary clients:

* JupyterLite itself and the Pyodide kernel's extension: the Python
  packages ``jupyterlite-core`` and ``jupyterlite-pyodide-kernel`` (the
  ``site`` extra of pyproject.toml, versions matching the JupyterLab of the
  lessons);
* Pyodide's core (the WebAssembly interpreter, its standard library and its
  lockfile): the npm package ``pyodide``, at exactly the version the kernel
  was built for (``npm pack``);
* the pure-Python wheels the kernel needs, picked from Pyodide's lockfile
  with their dependencies and downloaded from the Python package index with
  pip, at the lockfile's versions; ipywidgets and the few packages the
  lockfile lacks at the versions of this environment;
* ``switchcore`` itself, a wheel built from this tree.

Every module of those wheels and of Pyodide's standard library is compiled
here once, by Pyodide's own Python run in Node.js, so that a learner's
browser does not compile them at every visit (``tools/site/bytecode.py``).

The lockfile of the site lists only those packages, each with the checksum
of the file beside it, so an import of anything else (numpy, say) fails at
once with ModuleNotFoundError instead of reaching for a download. Packages
that Pyodide compiles to WebAssembly (numpy, matplotlib) are published only
by Pyodide's own servers, not by a registry, so the site has none. For the
lessons' charts it has a stand-in for ``matplotlib.pyplot`` instead
(``tools/site/standin/``, a wheel made here) that draws the few charts the
lessons draw as SVG and says what it cannot do.

Downloads are kept in ``.cache/lite`` so a rebuild is quick and works
offline; the build is skipped when none of its inputs changed
(:func:`fingerprint`).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from dataclasses import dataclass, field
from email.parser import Parser
from pathlib import Path

if __package__:
    from . import bytecode
else:  # run as a script (python tools/site/build.py), whose folder Python puts first on the import path
    import bytecode

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_OUT = ROOT / "_site"
CACHE = ROOT / ".cache" / "lite"
# Bump when the recipe below changes, so that an old build is not reused.
RECIPE = "2"

STANDIN = Path(__file__).resolve().parent / "standin"
STANDIN_NAME, STANDIN_VERSION = "matplotlib-standin", "0.1"
LESSONS = ROOT / "notebooks"
COURSE = ROOT / "course" / "release"
#: The lessons' languages besides English, each with its JupyterLab
#: language pack's locale: the site holds the lessons in each, in a folder
#: of that name, and opens with JupyterLab's menus in it at ``<lang>/``.
LANGUAGES = {"fr": "fr_FR", "it": "it_IT", "nl": "nl_NL", "es": "es_ES"}
#: Course copies in another language: ``course/<lang>/release``.
COURSE_LANGUAGES = ("fr",)

#: What the lessons import in the browser besides the project's own
#: packages: the widgets, and pytest for course lesson 10. Each comes with
#: everything it depends on.
BROWSER_PACKAGES = ["ipywidgets", "pytest"]
#: What the Pyodide kernel imports when it starts (with their dependencies,
#: in the site's lockfile; loaded as Pyodide starts, see :data:`PRELOAD`).
KERNEL_PACKAGES = ["micropip", "packaging", "ipython", "jedi", "comm"]
#: JupyterLab extensions of the site: the kernel, and the widgets' front end.
EXTENSIONS = ["@jupyterlite/pyodide-kernel-extension", "@jupyter-widgets/jupyterlab-manager"]
#: Files of the npm package ``pyodide`` that a site needs.
PYODIDE_CORE = [
    "pyodide.mjs",
    "pyodide.js",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
    "package.json",
]
#: The environment markers of Pyodide's Python, to read a wheel's requirements.
def _markers(python: str) -> dict:
    major_minor = ".".join(python.split(".")[:2])
    return {
        "python_version": major_minor,
        "python_full_version": python,
        "implementation_name": "cpython",
        "platform_python_implementation": "CPython",
        "sys_platform": "emscripten",
        "platform_system": "Emscripten",
        "os_name": "posix",
        "platform_machine": "wasm32",
        "extra": "",
    }


class SiteError(RuntimeError):
    """A piece the site needs could not be had, or the site is not sound."""


def say(message: str) -> None:
    print(f"[site] {message}", flush=True)


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


# ---------------------------------------------------------------------------
# Versions and inputs
# ---------------------------------------------------------------------------

@dataclass
class Versions:
    jupyterlite_core: str
    pyodide_kernel: str
    pyodide: str

    @classmethod
    def installed(cls) -> "Versions":
        try:
            from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION
        except ImportError as error:
            raise SiteError(
                "jupyterlite-pyodide-kernel is not installed here: pip install -e .[site]"
            ) from error
        return cls(
            jupyterlite_core=importlib.metadata.version("jupyterlite-core"),
            pyodide_kernel=importlib.metadata.version("jupyterlite-pyodide-kernel"),
            pyodide=PYODIDE_VERSION,
        )


def contents_files() -> list[tuple[Path, str]]:
    """``(source, path in the site)`` of every notebook the site holds: the
    lessons at its top level and in a folder per language (``fr/`` ...),
    the course's learners' copies in ``course/`` and, translated, in
    ``course/<lang>/``."""
    def learners_copies(folder: Path, prefix: str) -> list[tuple[Path, str]]:
        return [(path, f"{prefix}/{path.relative_to(folder).as_posix()}") for path in sorted(folder.rglob("*.ipynb"))
                if ".ipynb_checkpoints" not in path.parts]

    files = [(path, path.name) for path in sorted(LESSONS.glob("*.ipynb"))]
    for lang in LANGUAGES:
        files += [(path, f"{lang}/{path.name}") for path in sorted((LESSONS / lang).glob("*.ipynb"))]
    files += learners_copies(COURSE, "course")
    for lang in COURSE_LANGUAGES:
        files += learners_copies(ROOT / "course" / lang / "release", f"course/{lang}")
    return files


def normal_notebook(source: Path) -> str:
    """The notebook ``source`` as a Jupyter server hands it to JupyterLab:
    the text of every cell and output joined into one string (a file may
    store it as a list of lines, which JupyterLite would pass on as it is,
    so a saved output showed its lines joined by commas)."""
    notebook = json.loads(source.read_text(encoding="utf-8"))

    def joined(value):
        return "".join(value) if isinstance(value, list) else value

    notebook.setdefault("metadata", {}).pop("switchcore", None)
    for cell in notebook.get("cells", []):
        cell["source"] = joined(cell.get("source", ""))
        for output in cell.get("outputs", []):
            if "text" in output:
                output["text"] = joined(output["text"])
            data = output.get("data", {})
            for mime, value in data.items():
                if not mime.endswith("json"):
                    data[mime] = joined(value)
    # Which version of the lesson this is: a learner's saved copy keeps it,
    # so the site can tell them when the lesson changed (add_update_note).
    version = hashlib.sha256(json.dumps(notebook, sort_keys=True).encode()).hexdigest()[:16]
    notebook["metadata"]["switchcore"] = {"lesson_version": version}
    return json.dumps(notebook, ensure_ascii=False, indent=1) + "\n"


def project_files() -> list[Path]:
    """The files a wheel of the project is built from: pyproject.toml, the
    README it names, and every file in the project's top-level packages
    (those pyproject's package list includes)."""
    files = [ROOT / "pyproject.toml", ROOT / "README.md"]
    for package in package_names():
        folder = ROOT / package
        files += sorted(
            path for path in folder.rglob("*")
            if path.is_file() and "__pycache__" not in path.parts and path.suffix not in {".pyc", ".pyo"}
        )
    return files


def package_names() -> list[str]:
    """The top-level packages pyproject.toml's package list includes
    (``[tool.setuptools.packages.find] include``), that exist in this tree."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    match = re.search(r"^\[tool\.setuptools\.packages\.find\](.*?)(?=^\[)", text, re.S | re.M)
    if not match:
        raise SiteError("pyproject.toml has no [tool.setuptools.packages.find] table")
    include = re.search(r"^include\s*=\s*\[(.*?)\]", match.group(1), re.S | re.M)
    if not include:
        raise SiteError("pyproject.toml's [tool.setuptools.packages.find] has no include list")
    names = re.findall(r"[\"']([A-Za-z_][\w]*)[\"']", include.group(1))
    return [name for name in dict.fromkeys(names) if (ROOT / name / "__init__.py").is_file()]


def fingerprint(versions: Versions) -> str:
    """A digest of everything the site is built from: the recipe, the
    versions, this script, the project's packages and the notebooks."""
    digest = hashlib.sha256()
    digest.update(f"{RECIPE} {versions} {sys.version_info[:2]}".encode())
    inputs = [Path(__file__), Path(bytecode.__file__), WIDGET_SETTINGS, NEWS_SETTINGS, *sorted(p for p in STANDIN.rglob("*.py") if "__pycache__" not in p.parts),
              *project_files(), *(source for source, _ in contents_files())]
    for path in inputs:
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


# ---------------------------------------------------------------------------
# Pyodide's core, from npm
# ---------------------------------------------------------------------------

def fetch_pyodide_core(version: str, cache: Path) -> Path:
    """The folder of Pyodide's core files (``PYODIDE_CORE``), from the npm
    package ``pyodide@version``, fetched with ``npm pack`` once."""
    core = cache / f"pyodide-{version}"
    if all((core / name).is_file() for name in PYODIDE_CORE):
        return core
    npm = shutil.which("npm")
    if not npm:
        raise SiteError("npm is needed to fetch Pyodide's core (the npm package pyodide); install Node.js and npm")
    cache.mkdir(parents=True, exist_ok=True)
    tarball = cache / f"pyodide-{version}.tgz"
    if not tarball.is_file():
        say(f"npm pack pyodide@{version}")
        result = subprocess.run(
            [npm, "pack", f"pyodide@{version}", "--pack-destination", str(cache), "--silent"],
            cwd=cache, capture_output=True, text=True,
        )
        if result.returncode != 0 or not tarball.is_file():
            raise SiteError(f"npm could not fetch pyodide@{version}:\n{result.stderr or result.stdout}")
    staging = Path(tempfile.mkdtemp(dir=cache))
    try:
        with tarfile.open(tarball) as archive:
            for name in PYODIDE_CORE:
                try:
                    member = archive.getmember(f"package/{name}")
                except KeyError:
                    raise SiteError(f"the npm package pyodide@{version} has no {name}") from None
                source = archive.extractfile(member)
                (staging / name).write_bytes(source.read())
        shutil.rmtree(core, ignore_errors=True)
        staging.rename(core)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return core


# ---------------------------------------------------------------------------
# Wheels
# ---------------------------------------------------------------------------

@dataclass
class Wheel:
    path: Path
    name: str
    version: str
    requires: list[str] = field(default_factory=list)
    imports: list[str] = field(default_factory=list)

    @classmethod
    def read(cls, path: Path, markers: dict) -> "Wheel":
        from packaging.requirements import Requirement

        with zipfile.ZipFile(path) as archive:
            names = archive.namelist()
            meta_name = next(n for n in names if n.endswith(".dist-info/METADATA") and n.count("/") == 1)
            meta = Parser().parsestr(archive.read(meta_name).decode("utf-8"))
            top_level_name = meta_name.replace("METADATA", "top_level.txt")
            if top_level_name in names:
                imports = [line.strip() for line in archive.read(top_level_name).decode().splitlines() if line.strip()]
            else:
                imports = sorted({
                    n.split("/")[0].removesuffix(".py") for n in names
                    if "/" in n or n.endswith(".py")
                    if not n.split("/")[0].endswith((".dist-info", ".data"))
                })
        requires = []
        for line in meta.get_all("Requires-Dist") or []:
            requirement = Requirement(line)
            if requirement.marker is None or requirement.marker.evaluate(markers):
                requires.append(canonical(requirement.name))
        return cls(path, meta["Name"], meta["Version"], requires, [i for i in imports if i.isidentifier()])

    def lock_entry(self, depends: list[str], served: Path) -> dict:
        """The wheel's entry in the site's lockfile, for the copy ``served``."""
        return {
            "depends": sorted(depends),
            "file_name": self.path.name,
            "imports": self.imports,
            "install_dir": "site",
            "name": self.name,
            "package_type": "package",
            "sha256": sha256(served),
            "unvendored_tests": False,
            "version": self.version,
        }


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def is_pure(file_name: str) -> bool:
    return file_name.endswith("-none-any.whl")


def pip_download(specs: list[str], python: str, dest: Path) -> None:
    """Download pure-Python wheels for ``specs`` (``name==version``) from the
    package index with pip, as Pyodide's Python would take them."""
    missing = [spec for spec in specs if not _cached_wheel(spec, dest)]
    if not missing:
        return
    dest.mkdir(parents=True, exist_ok=True)
    say(f"pip download {len(missing)} wheels: {' '.join(missing)}")
    cmd = [
        sys.executable, "-m", "pip", "download", "--disable-pip-version-check", "--no-deps",
        "--only-binary=:all:", "--platform", "any", "--implementation", "py",
        "--python-version", ".".join(python.split(".")[:2]), "--dest", str(dest), *missing,
    ]
    if os.environ.get("CI"):
        cmd.insert(4, "--progress-bar=off")
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode != 0:
        raise SiteError(f"pip could not download {' '.join(missing)}:\n{result.stdout[-3000:]}{result.stderr[-3000:]}")


def _cached_wheel(spec: str, folder: Path) -> Path | None:
    name, _, version = spec.partition("==")
    if not folder.is_dir():
        return None
    for path in folder.glob("*.whl"):
        dist, wheel_version = path.name.split("-")[:2]
        if canonical(dist) == canonical(name) and (not version or wheel_version == version):
            return path
    return None


def build_project_wheel(dest: Path) -> Path:
    """A wheel of the project built from this tree (a copy of the files
    :func:`project_files` lists, so the tree gets no build folders)."""
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "src"
        for path in project_files():
            target = source / path.relative_to(ROOT)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, target)
        cmd = [sys.executable, "-m", "pip", "wheel", "--disable-pip-version-check", "--no-deps",
               "--wheel-dir", str(dest), str(source)]
        if _can_build_here():
            cmd.insert(4, "--no-build-isolation")
        say("building the switchcore wheel from this tree")
        result = subprocess.run(cmd, capture_output=True, text=True)
        if result.returncode != 0:
            raise SiteError(f"could not build the project's wheel:\n{result.stdout[-3000:]}{result.stderr[-3000:]}")
    wheels = list(dest.glob("*.whl"))
    if len(wheels) != 1:
        raise SiteError(f"building the project's wheel gave {wheels}")
    return wheels[0]


def build_standin_wheel(dest: Path) -> Path:
    """The stand-in for matplotlib (``tools/site/standin/matplotlib``) as a wheel."""
    import base64

    dest.mkdir(parents=True, exist_ok=True)
    dist = f"{STANDIN_NAME.replace('-', '_')}-{STANDIN_VERSION}"
    path = dest / f"{dist}-py3-none-any.whl"
    files = {}
    for source in sorted(STANDIN.rglob("*.py")):
        if "__pycache__" not in source.parts:
            files[source.relative_to(STANDIN).as_posix()] = source.read_bytes()
    files[f"{dist}.dist-info/METADATA"] = (
        f"Metadata-Version: 2.1\nName: {STANDIN_NAME}\nVersion: {STANDIN_VERSION}\n"
        "Summary: The lessons' charts in the browser, drawn as SVG with matplotlib.pyplot's calls\n"
    ).encode()
    files[f"{dist}.dist-info/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: tools/site/build.py\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    files[f"{dist}.dist-info/top_level.txt"] = b"matplotlib\n"
    record = []
    for name, data in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{name},sha256={digest},{len(data)}")
    record.append(f"{dist}.dist-info/RECORD,,")
    files[f"{dist}.dist-info/RECORD"] = ("\n".join(record) + "\n").encode()
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            archive.writestr(info, data, zipfile.ZIP_DEFLATED)
    return path


def _can_build_here() -> bool:
    """Whether this environment builds the wheel itself (setuptools 64 or
    newer, with ``wheel`` before setuptools 70.1), sparing pip a build
    environment of its own."""
    try:
        version = tuple(int(part) for part in importlib.metadata.version("setuptools").split(".")[:2])
    except (importlib.metadata.PackageNotFoundError, ValueError):
        return False
    if version >= (70, 1):
        return True
    try:
        importlib.metadata.version("wheel")
    except importlib.metadata.PackageNotFoundError:
        return False
    return version >= (64, 0)


def kernel_wheels() -> dict[str, Path]:
    """The wheels the Pyodide kernel's extension ships (pyodide-kernel,
    piplite, and stand-ins for ipykernel and widgetsnbextension), by name."""
    folder = extension_dir("@jupyterlite/pyodide-kernel-extension") / "static" / "pypi"
    found = {}
    for path in sorted(folder.glob("*.whl")):
        name = path.name.split("-")[0]
        # of two stand-ins for widgetsnbextension keep the newest (4.x, for ipywidgets 8)
        found[canonical(name)] = path
    return found


def extension_dir(name: str) -> Path:
    for base in [Path(sys.prefix), Path(sys.base_prefix)]:
        folder = base / "share" / "jupyter" / "labextensions" / name
        if (folder / "package.json").is_file():
            return folder
    raise SiteError(f"the JupyterLab extension {name} is not installed here: pip install -e .[site]")


def assemble_pyodide(versions: Versions, project_wheel: Path, cache: Path, out: Path,
                     extra_wheels: tuple[Path, ...] = ()) -> dict:
    """A self-hosted Pyodide in ``out``: the npm core, the wheels the
    kernel and the lessons need, and a lockfile listing just those.
    Returns a summary (package names and versions, by where they came from)."""
    core = fetch_pyodide_core(versions.pyodide, cache)
    lock = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))
    python = lock["info"]["python"]
    markers = _markers(python)
    upstream = {canonical(key): entry for key, entry in lock["packages"].items()}

    project = Wheel.read(project_wheel, markers)
    shipped = kernel_wheels()
    stand_ins = {name: Wheel.read(path, markers) for name, path in shipped.items()
                 if name in {"widgetsnbextension"}}
    # The project's wheel needs nothing (the rules core is standard library
    # only); in the browser the tutorial layer needs the widgets, and the
    # stand-in for matplotlib for its charts (loaded with switchcore, since
    # the lessons' code imports it, not their cells).
    project.requires = sorted({*project.requires, *map(canonical, BROWSER_PACKAGES),
                               *(canonical(Wheel.read(p, markers).name) for p in extra_wheels)})

    def pin(name: str) -> str | None:
        """The version of ``name`` in this environment, if it has it: what
        the lockfile lacks is taken at the versions the lessons run with
        (ipywidgets' Python side then matches its JupyterLab extension)."""
        try:
            return importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            return None

    wheels_dir = cache / "wheels"
    chosen: dict[str, Wheel] = {canonical(project.name): project}
    depends: dict[str, list[str]] = {canonical(project.name): project.requires}
    origin: dict[str, str] = {canonical(project.name): "this tree"}
    for path in extra_wheels:
        extra = Wheel.read(path, markers)
        chosen[canonical(extra.name)] = extra
        depends[canonical(extra.name)] = extra.requires
        origin[canonical(extra.name)] = "tools/site/standin"
    todo = list(dict.fromkeys([*project.requires, *map(canonical, KERNEL_PACKAGES)]))
    # The kernel's own wheels (piplite, pyodide-kernel and its stand-in for
    # ipykernel) are in the lockfile too, so that Pyodide loads them with
    # everything else as it starts (PRELOAD), instead of the kernel
    # installing them one by one through micropip after it started.
    for name, path in sorted(shipped.items()):
        if name not in stand_ins:
            own = Wheel.read(path, markers)
            chosen[name], depends[name], origin[name] = own, own.requires, "the kernel's own"
            todo += own.requires
    while todo:
        batch, todo = list(dict.fromkeys(n for n in todo if n not in chosen)), []
        if not batch:
            break
        specs = []
        for name in batch:
            if name in stand_ins:
                continue
            if name in upstream:
                entry = upstream[name]
                if not is_pure(entry["file_name"]):
                    raise SiteError(
                        f"{name} is needed, but Pyodide builds it for WebAssembly "
                        f"({entry['file_name']}), and no registry reachable here has that file"
                    )
                specs.append(f"{entry['name']}=={entry['version']}")
            else:
                specs.append(f"{name}=={pin(name)}" if pin(name) else name)
        pip_download(specs, python, wheels_dir)
        for name in batch:
            if name in stand_ins:
                wheel, how = stand_ins[name], "the kernel's stand-in"
            else:
                spec = next(s for s in specs if canonical(s.partition("==")[0]) == name)
                path = _cached_wheel(spec, wheels_dir)
                if path is None or not is_pure(path.name):
                    raise SiteError(f"no pure-Python wheel of {spec} was downloaded")
                wheel = Wheel.read(path, markers)
                how = "Pyodide's lockfile" if name in upstream else "this environment" if pin(name) else "latest"
            chosen[name] = wheel
            origin[name] = how
            # What the wheel itself requires under Pyodide's Python (the
            # lockfile's lists are those of Pyodide's own builds, and some
            # name packages the index has no wheel of).
            depends[name] = wheel.requires
            todo += depends[name]

    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    for name in PYODIDE_CORE:
        if name != "pyodide-lock.json":
            shutil.copy2(core / name, out / name)
    for wheel in chosen.values():
        shutil.copy2(wheel.path, out / wheel.path.name)
    # Every module compiled once here, not in each visit's browser tab.
    try:
        bytecode.compile_for_site(core, [out / "python_stdlib.zip", *(out / w.path.name for w in chosen.values())],
                                  cache)
    except bytecode.BytecodeError as error:
        raise SiteError(str(error)) from None
    packages = {}
    for name, wheel in sorted(chosen.items()):
        if name in upstream:
            entry = dict(upstream[name])
            entry["file_name"] = wheel.path.name
            entry["sha256"] = sha256(out / wheel.path.name)
            if entry["version"] != wheel.version:
                raise SiteError(f"{name}: the lockfile says {entry['version']}, the wheel is {wheel.version}")
            entry["depends"] = sorted(depends[name])
        else:
            entry = wheel.lock_entry([d for d in depends[name] if d in chosen], out / wheel.path.name)
        packages[name] = entry
    lock["packages"] = packages
    (out / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True), encoding="utf-8")
    check_pyodide(out)
    return {name: (chosen[name].version, origin[name]) for name in sorted(chosen)}


def check_pyodide(folder: Path) -> None:
    """Every package of the lockfile is a file in ``folder`` with the right
    checksum, named relatively, and every dependency is listed."""
    lock = json.loads((folder / "pyodide-lock.json").read_text(encoding="utf-8"))
    names = {canonical(n) for n in lock["packages"]}
    for key, entry in lock["packages"].items():
        file_name = entry["file_name"]
        if "://" in file_name or file_name.startswith("/"):
            raise SiteError(f"the lockfile sends {key} elsewhere: {file_name}")
        path = folder / file_name
        if not path.is_file() or sha256(path) != entry["sha256"]:
            raise SiteError(f"the lockfile's {file_name} is missing or differs")
        missing = [d for d in entry["depends"] if canonical(d) not in names]
        if missing:
            raise SiteError(f"{key} depends on {missing}, which the site lacks")


# ---------------------------------------------------------------------------
# The site
# ---------------------------------------------------------------------------

KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"


#: What the kernel loads from the site's lockfile as Pyodide starts, all at
#: once (Pyodide fetches a lockfile's packages in parallel and resolves them
#: in JavaScript), instead of one by one through micropip after it started:
#: the kernel's own packages and its own wheels, and what every lesson
#: imports in its first cell. The kernel then installs nothing after it starts.
PRELOAD = ["micropip", "piplite", "ipykernel", "pyodide-kernel", "ipython", "jedi", "comm", "switchcore", "ipywidgets"]


def lite_config() -> dict:
    """jupyter-lite.json of the site: the kernel never falls back to the
    package index, and the app does not look for news or updates."""
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "switchcore lessons",
            "litePluginSettings": {
                KERNEL_PLUGIN: {"disablePyPIFallback": True, "loadPyodideOptions": {"packages": PRELOAD}},
            },
        },
    }


#: JupyterLab settings of the site: the lessons' own defaults, which the
#: project installs into JupyterLab too (pyproject.toml's data-files):
#: widgets saved with a lesson, so a saved lesson reopens with its widgets
#: drawn, and no news fetched or asked about.
WIDGET_SETTINGS = ROOT / "tutorial" / "lab" / "switchcore-widgets.json"
NEWS_SETTINGS = ROOT / "tutorial" / "lab" / "switchcore-news.json"
SETTINGS_OVERRIDES = {
    **json.loads(NEWS_SETTINGS.read_text(encoding="utf-8")),
    **json.loads(WIDGET_SETTINGS.read_text(encoding="utf-8")),
}


def build(out: Path = DEFAULT_OUT, *, force: bool = False, cache: Path = CACHE) -> Path:
    """Build the site into ``out`` (skipped when its inputs are unchanged).

    One build at a time: a second one (another terminal, or another process
    of the test suite) waits for the first, then finds the site up to date."""
    cache.mkdir(parents=True, exist_ok=True)
    with open(cache / "build.lock", "w") as lock:
        try:
            import fcntl
        except ImportError:  # Windows: no lock
            return _build(out, force=force, cache=cache)
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            return _build(out, force=force, cache=cache)
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _build(out: Path, *, force: bool, cache: Path) -> Path:
    versions = Versions.installed()
    if out.exists() and any(out.iterdir()) and not (out / "jupyter-lite.json").is_file():
        raise SiteError(f"{out} holds something that is not a site; choose an empty or new folder")
    stamp_file = cache / "site.fingerprint"
    stamp = fingerprint(versions) + f" {out.resolve()}"
    if not force and (out / "index.html").is_file() and stamp_file.is_file() \
            and stamp_file.read_text().strip() == stamp:
        say(f"{_display(out)} is up to date")
        return out
    started = time.monotonic()
    say(f"jupyterlite-core {versions.jupyterlite_core}, jupyterlite-pyodide-kernel "
        f"{versions.pyodide_kernel}, pyodide {versions.pyodide}")
    cache.mkdir(parents=True, exist_ok=True)
    work = cache / "work"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)

    project_wheel = build_project_wheel(work / "project")
    # --pyodide takes a folder laid out as Pyodide's release archive unpacks:
    # pyodide/ with the distribution in pyodide/pyodide/.
    pyodide_dir = work / "distribution" / "pyodide"
    standin_wheel = build_standin_wheel(work / "standin")
    summary = assemble_pyodide(versions, project_wheel, cache, pyodide_dir / "pyodide", (standin_wheel,))

    lite_dir = work / "lite"
    contents = lite_dir / "contents"
    for source, target in contents_files():
        (contents / target).parent.mkdir(parents=True, exist_ok=True)
        (contents / target).write_text(normal_notebook(source), encoding="utf-8")
    for target, text in game_notebooks().items():
        (contents / target).parent.mkdir(parents=True, exist_ok=True)
        (contents / target).write_text(text, encoding="utf-8")
    (lite_dir / "jupyter-lite.json").write_text(json.dumps(lite_config(), indent=2), encoding="utf-8")
    (lite_dir / "overrides.json").write_text(json.dumps(SETTINGS_OVERRIDES, indent=2), encoding="utf-8")

    staging = work / "output"
    cmd = [
        sys.executable, "-m", "jupyterlite_core", "build",
        "--lite-dir", str(lite_dir),
        "--output-dir", str(staging),
        "--contents", str(contents),
        "--pyodide", str(pyodide_dir),
        "--settings-overrides", str(lite_dir / "overrides.json"),
        "--ignore-sys-prefix",
        "--no-sourcemaps",
        "--apps", "lab", "--apps", "notebooks", "--apps", "tree",
        "--no-unused-shared-packages",
        f"--LiteBuildConfig.federated_extensions={json.dumps([str(extension_dir(e)) for e in EXTENSIONS])}",
        "--LiteBuildConfig.cache_dir=" + str(work / "jupyterlite-cache"),
    ]
    say("jupyter lite build")
    result = subprocess.run(cmd, cwd=lite_dir, capture_output=True, text=True)
    if result.returncode != 0 or not (staging / "index.html").is_file():
        raise SiteError(f"jupyter lite build failed:\n{result.stdout[-5000:]}\n{result.stderr[-5000:]}")
    add_translations(staging)
    add_language_addresses(staging)
    add_hosting_note(staging)
    add_update_note(staging)
    add_fresh_layout(staging)
    add_game_pages(staging)
    shutil.copy2(staging / "lab" / "favicon.ico", staging / "favicon.ico")
    check_site(staging)
    (staging / "pyodide-packages.txt").write_text(
        "".join(f"{name}=={version}  # {how}\n" for name, (version, how) in summary.items()), encoding="utf-8"
    )

    if out.exists():
        shutil.rmtree(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(str(staging), str(out))
    shutil.rmtree(work, ignore_errors=True)
    stamp_file.write_text(stamp + "\n")
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    say(f"built {_display(out)} ({size / 1e6:.0f} MB, {len(summary)} Python packages) "
        f"in {time.monotonic() - started:.0f} s")
    return out


# ---------------------------------------------------------------------------
# Languages, and what the site says of where it is served
# ---------------------------------------------------------------------------

def add_translations(site: Path) -> None:
    """JupyterLab's own menus in the lessons' languages: the language packs
    of this environment (the ``lab`` extra installs them) written where
    JupyterLite reads them, ``api/translations/`` (JupyterLite's own step
    does this only when it reads the whole environment, which the site must
    not: it would take every JupyterLab extension installed here)."""
    from jupyterlab_server.translation_utils import get_language_pack, get_language_packs

    available, _ = get_language_packs()
    wanted = {"en", *LANGUAGES.values()}
    missing = sorted(wanted - set(available))
    if missing:
        raise SiteError(f"JupyterLab's language packs {', '.join(missing)} are not installed here: pip install -e .[lab]")
    folder = site / "api" / "translations"
    folder.mkdir(parents=True, exist_ok=True)
    metadata = {"data": {locale: available[locale] for locale in sorted(wanted)}, "message": ""}
    (folder / "all.json").write_text(json.dumps(metadata, ensure_ascii=False, indent=2), encoding="utf-8")
    for locale in sorted(wanted - {"en"}):
        data = {"data": get_language_pack(locale)[0], "message": ""}
        (folder / f"{locale}.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


#: The first lesson, opened by a language's address.
FIRST_LESSON = "00_start_here.ipynb"


def add_language_addresses(site: Path) -> None:
    """An address per language that a teacher can hand out: ``fr/`` opens
    the French first lesson in JupyterLab with French menus (``fr/lab/``
    is the site's JupyterLab with French as its default display language;
    Settings > Language still changes it), and so on for each language."""
    lab_page = (site / "lab" / "index.html").read_text(encoding="utf-8")
    lab_config = json.loads((site / "lab" / "jupyter-lite.json").read_text(encoding="utf-8"))
    for lang, locale in LANGUAGES.items():
        folder = site / lang / "lab"
        folder.mkdir(parents=True, exist_ok=True)
        overrides = {"settingsOverrides": {TRANSLATION_PLUGIN: {"locale": locale}}}
        page = lab_page.replace('"../', '"../../').replace("'../", "'../../")
        page = page.replace('data-jupyter-lite-root=".."', 'data-jupyter-lite-root="../.."')
        page = re.sub(r'(<script id="jupyter-config-data" type="application/json"[^>]*>)\s*\{\}\s*(</script>)',
                      lambda m: m.group(1) + json.dumps(overrides) + m.group(2), page, count=1)
        if TRANSLATION_PLUGIN not in page:
            raise SiteError("JupyterLite's lab/index.html changed: its configuration script was not found")
        (folder / "index.html").write_text(page, encoding="utf-8")
        config = json.loads(json.dumps(lab_config))
        data = config["jupyter-config-data"]
        data["settingsUrl"] = "../" + data["settingsUrl"]
        (folder / "jupyter-lite.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
        target = f"lab/index.html?path={lang}/{FIRST_LESSON}"
        (site / lang / "index.html").write_text(
            "<!DOCTYPE html>\n<html lang=\"%s\"><head><meta charset=\"utf-8\">"
            "<meta http-equiv=\"refresh\" content=\"0; url=%s\"><title>switchcore</title>"
            # JupyterLite reads the configuration of every folder above a page
            "<script id=\"jupyter-config-data\" type=\"application/json\">{}</script></head>"
            "<body><a href=\"%s\">%s</a></body></html>\n" % (lang, target, target, FIRST_LESSON),
            encoding="utf-8")


#: JupyterLab's display-language setting.
TRANSLATION_PLUGIN = "@jupyterlab/translation-extension:plugin"
#: What the site says, on a page served where the browser cannot keep files
#: (plain http from another computer): in each language, by the page's
#: language or the browser's.
HOSTING_NOTE = {
    "en": "This site is served over plain http from another computer, so this browser cannot keep the files "
          "your code writes, and input() does not work. Ask for the site at an https:// address.",
    "fr": "Ce site est servi en http simple depuis un autre ordinateur : ton navigateur ne peut pas garder "
          "les fichiers que ton code écrit, et input() ne marche pas. Demande l'adresse du site en https://.",
    "it": "Questo sito arriva in http semplice da un altro computer: il tuo browser non può conservare i file "
          "che il tuo codice scrive, e input() non funziona. Chiedi l'indirizzo del sito in https://.",
    "nl": "Deze site komt via gewone http van een andere computer: je browser kan de bestanden die je code "
          "schrijft niet bewaren, en input() werkt niet. Vraag het adres van de site met https://.",
    "es": "Este sitio llega por http simple desde otro ordenador: tu navegador no puede guardar los archivos "
          "que escribe tu código, e input() no funciona. Pide la dirección del sitio con https://.",
}
HOSTING_SCRIPT = """<script id="switchcore-hosting-note">
(function () {
  if (window.isSecureContext) { return; }
  var notes = %s;
  var lang = (document.documentElement.getAttribute("data-switchcore-lang") || navigator.language || "en").slice(0, 2);
  var note = document.createElement("div");
  note.className = "switchcore-hosting-note";
  note.setAttribute("role", "alert");
  note.textContent = notes[lang] || notes.en;
  note.style.cssText = "position:fixed;top:0;left:0;right:0;z-index:10000;padding:6px 12px;" +
    "background:#fff3cd;color:#3d2c00;border-bottom:2px solid #8a6d00;font:14px sans-serif;";
  function show() { document.body.appendChild(note); }
  if (document.body) { show(); } else { document.addEventListener("DOMContentLoaded", show); }
})();
</script>
"""


def add_hosting_note(site: Path) -> None:
    """Every page of the site's apps says, in one visible line, when it is
    served where the browser gives it no service worker (not https, not
    localhost): there, files that code writes are lost and ``input()``
    gets no prompt."""
    script = HOSTING_SCRIPT % json.dumps(HOSTING_NOTE, ensure_ascii=False)
    pages = [site / app / "index.html" for app in ("lab", "notebooks", "tree")]
    pages += [site / lang / "lab" / "index.html" for lang in LANGUAGES]
    for page in pages:
        text = page.read_text(encoding="utf-8")
        lang = page.parent.parent.name if page.parent.parent.name in LANGUAGES else "en"
        if "switchcore-hosting-note" not in text:
            text = text.replace("<html>", f'<html data-switchcore-lang="{lang}">', 1)
            text = text.replace("</head>", script + "</head>", 1)
        page.write_text(text, encoding="utf-8")


#: What the site says when a lesson a learner saved has a newer version,
#: and its button, in each language.
UPDATE_NOTE = {
    "en": ("A newer version of {names} is here. Your own copy stays, renamed with “(mine)”.",
           "Open the new version"),
    "fr": ("Une nouvelle version de {names} est là. Ta copie reste, renommée avec « (à moi) ».",
           "Ouvrir la nouvelle version"),
    "it": ("C'è una nuova versione di {names}. La tua copia resta, rinominata con «(mia)».",
           "Apri la nuova versione"),
    "nl": ("Er is een nieuwe versie van {names}. Je eigen kopie blijft, met „(van mij)” in de naam.",
           "Open de nieuwe versie"),
    "es": ("Hay una versión nueva de {names}. Tu copia se queda, con «(mía)» en el nombre.",
           "Abrir la versión nueva"),
}
#: What a learner's own copy is renamed with, in each language.
MINE = {"en": "mine", "fr": "à moi", "it": "mia", "nl": "van mij", "es": "mía"}
UPDATE_SCRIPT = r"""<script id="switchcore-update-note">
(function () {
  // A lesson the learner saved lives in the browser's storage (JupyterLite's
  // "files" store), with the version of the lesson it was made from in its
  // metadata; the site's own copy may be newer. Say so, and on request keep
  // the learner's copy under a new name so that the new lesson shows.
  var NOTES = __NOTES__, MINE = __MINE__;
  var lang = (document.documentElement.getAttribute("data-switchcore-lang") || "en").slice(0, 2);
  var config = document.getElementById("jupyter-config-data");
  var root = new URL(((config && config.getAttribute("data-jupyter-lite-root")) || "..") + "/", window.location.href);
  // JupyterLite names its storage after the site's address (its base URL)
  var STORE = "JupyterLite Storage - " + root.pathname;
  function request(r) { return new Promise(function (ok, no) { r.onsuccess = function () { ok(r.result); };
                                                               r.onerror = function () { no(r.error); }; }); }
  async function storedLessons() {
    if (!indexedDB.databases) { return null; }
    var names = (await indexedDB.databases()).map(function (d) { return d.name; });
    if (names.indexOf(STORE) < 0) { return null; }
    var db = await request(indexedDB.open(STORE));
    if (!db.objectStoreNames.contains("files")) { db.close(); return null; }
    var store = db.transaction("files").objectStore("files");
    var keys = await request(store.getAllKeys()), values = await request(store.getAll());
    return {db: db, items: keys.map(function (k, i) { return [k, values[i]]; })};
  }
  async function newer(items) {
    var found = [];
    for (var i = 0; i < items.length; i++) {
      var key = items[i][0], model = items[i][1];
      var mine = model && model.content && model.content.metadata && model.content.metadata.switchcore;
      if (!mine || !mine.lesson_version || !/\.ipynb$/.test(key)) { continue; }
      try {
        var served = await (await fetch(new URL("files/" + key.split("/").map(encodeURIComponent).join("/"), root),
                                        {cache: "no-store"})).json();
        var theirs = served.metadata && served.metadata.switchcore;
        if (theirs && theirs.lesson_version !== mine.lesson_version) { found.push([key, model]); }
      } catch (error) { /* not one of the site's lessons */ }
    }
    return found;
  }
  async function keepMine(db, found) {
    var store = db.transaction("files", "readwrite").objectStore("files");
    found.forEach(function (item) {
      var key = item[0], model = Object.assign({}, item[1]);
      var renamed = key.replace(/\.ipynb$/, " (" + (MINE[lang] || MINE.en) + ").ipynb");
      model.path = renamed; model.name = renamed.split("/").pop();
      store.put(model, renamed);
      store.delete(key);
    });
    await new Promise(function (ok) { store.transaction.oncomplete = ok; });
    window.location.reload();
  }
  async function check() {
    var stored = await storedLessons();
    if (!stored) { return; }
    var found = await newer(stored.items);
    if (!found.length) { stored.db.close(); return; }
    var words = NOTES[lang] || NOTES.en;
    var note = document.createElement("div");
    note.className = "switchcore-update-note";
    note.setAttribute("role", "status");
    note.style.cssText = "position:fixed;bottom:28px;left:50%;transform:translateX(-50%);z-index:10000;" +
      "padding:8px 12px;background:#e8f1fb;color:#0b2a4a;border:2px solid #1f5fa8;font:14px sans-serif;";
    var names = found.map(function (item) { return item[0].split("/").pop(); }).join(", ");
    note.appendChild(document.createTextNode(words[0].replace("{names}", names) + " "));
    var button = document.createElement("button");
    button.className = "switchcore-update-open";
    button.textContent = words[1];
    button.onclick = function () { keepMine(stored.db, found); };
    note.appendChild(button);
    document.body.appendChild(note);
  }
  window.addEventListener("load", function () { check().catch(function (e) { console.warn("update check", e); }); });
})();
</script>
"""


def add_update_note(site: Path) -> None:
    """The lab pages of the site tell a learner, when a lesson they saved
    has a newer version in the site, and open the new one on request,
    keeping theirs under a new name (see ``UPDATE_SCRIPT``)."""
    script = (UPDATE_SCRIPT.replace("__NOTES__", json.dumps(UPDATE_NOTE, ensure_ascii=False))
              .replace("__MINE__", json.dumps(MINE, ensure_ascii=False)))
    for page in [site / "lab" / "index.html", *(site / lang / "lab" / "index.html" for lang in LANGUAGES)]:
        text = page.read_text(encoding="utf-8")
        if "switchcore-update-note" not in text:
            text = text.replace("</head>", script + "</head>", 1)
        page.write_text(text, encoding="utf-8")


#: Lesson 10's game as a page of its own: its lesson, the cells of that
#: lesson the page keeps (the title, the language, the bots' pause, the
#: game and the line above it), and the page's folder per language.
GAME_LESSON = "10_play_against_bots.ipynb"
GAME_CELLS = ("lesson10-00", "language", "lesson10-03", "lesson10-04", "lesson10-05")
GAME_PAGE = "game"


def game_notebooks() -> dict[str, str]:
    """The notebooks of the game pages, by path in the site: for each
    language ``game/<lang>.ipynb``, the cells of lesson 10 the page shows
    (:data:`GAME_CELLS`; the language cell only where the lesson has one),
    without outputs, the code marked hidden and nothing editable."""
    found = {}
    for lang in ("en", *LANGUAGES):
        source = LESSONS / GAME_LESSON if lang == "en" else LESSONS / lang / GAME_LESSON
        notebook = json.loads(normal_notebook(source))
        cells = {cell.get("id"): cell for cell in notebook["cells"]}
        missing = [name for name in GAME_CELLS if name not in cells and name != "language"]
        if missing:
            raise SiteError(f"{source.relative_to(ROOT)} has no cells {missing} for the game page")
        kept = []
        for name in GAME_CELLS:
            cell = cells.get(name)
            if cell is None:
                continue
            cell["metadata"] = {"editable": False, "deletable": False}
            if cell["cell_type"] == "code":
                cell["metadata"]["jupyter"] = {"source_hidden": True}
                cell["outputs"], cell["execution_count"] = [], None
            kept.append(cell)
        notebook["cells"] = kept
        notebook["metadata"].pop("switchcore", None)
        found[f"{GAME_PAGE}/{lang}.ipynb"] = json.dumps(notebook, ensure_ascii=False, indent=1) + "\n"
    return found


#: What the game page adds to JupyterLite's one-notebook app: no code, no
#: menus, no toolbars, and Run All once the browser's Python has started.
GAME_STYLE = """<style id="switchcore-game-style">
  #top-panel-wrapper, #menu-panel-wrapper, .jp-NotebookPanel-toolbar, .jp-cell-toolbar, .jp-Notebook-footer,
  .jp-CodeCell .jp-Cell-inputWrapper, .jp-InputPrompt, .jp-OutputPrompt, .jp-OutputArea-promptOverlay, .jp-Collapser,
  .jp-Notebook-cell .jp-cell-menu, .jp-NotebookPanel .jp-StatusBar-Widget { display: none !important; }
  .jp-Notebook .jp-Cell.jp-mod-selected, .jp-Notebook .jp-Cell.jp-mod-active { background: transparent; }
  .jp-Notebook .jp-Cell .jp-Collapser, .jp-Notebook .jp-Cell::before { display: none !important; }
</style>
"""
GAME_SCRIPT = r"""<script id="switchcore-game">
(function () {
  // The page's notebook, unless the address names one.
  var query = new URLSearchParams(window.location.search);
  if (!query.get("path")) {
    query.set("path", __PATH__);
    window.history.replaceState(null, "", window.location.pathname + "?" + query + window.location.hash);
  }
  function later(ms) { return new Promise(function (ok) { setTimeout(ok, ms); }); }
  async function play() {
    while (!window.jupyterapp) { await later(100); }
    var app = window.jupyterapp;
    await app.started;
    await app.restored;
    // the header and the menus give up their room, not only their look
    if (app.shell.collapseTop) { app.shell.collapseTop(); }
    [app.shell.top, app.shell.menu].forEach(function (area) { if (area && area.hide) { area.hide(); } });
    var panel;
    while (!(panel = app.shell.currentWidget) || !panel.sessionContext || !panel.content) { await later(100); }
    await panel.context.ready;
    await panel.sessionContext.ready;
    while (!panel.sessionContext.session || !panel.sessionContext.session.kernel) { await later(100); }
    app.shell.activateById(panel.id);
    await app.commands.execute("notebook:run-all-cells");
    panel.content.activeCellIndex = panel.content.widgets.length - 1;
    panel.content.mode = "command";
    document.body.setAttribute("data-switchcore-game", "running");
  }
  play().catch(function (error) { console.error("game page", error); });
})();
</script>
"""


def add_game_pages(site: Path) -> None:
    """Lesson 10's game as a page with no code: ``game/`` in English and
    ``<lang>/game/`` in each language. Each opens ``notebooks/`` in its
    folder, JupyterLite's one-notebook app (``notebooks/index.html``, with
    the paths of its files one or two folders deeper; the app opens a
    notebook only from a folder of that name), on that language's game
    notebook (:func:`game_notebooks`), which it runs by itself once the
    kernel has started, with the code, the menus and the toolbars hidden."""
    app_page = (site / "notebooks" / "index.html").read_text(encoding="utf-8")
    app_config = json.loads((site / "notebooks" / "jupyter-lite.json").read_text(encoding="utf-8"))
    if 'data-jupyter-lite-root=".."' not in app_page:
        raise SiteError("JupyterLite's notebooks/index.html changed: its root was not found")
    for lang in ("en", *LANGUAGES):
        landing = site / GAME_PAGE if lang == "en" else site / lang / GAME_PAGE
        folder = landing / "notebooks"
        folder.mkdir(parents=True, exist_ok=True)
        up = "../" * len(folder.relative_to(site).parts)
        page = app_page.replace('"../', f'"{up}').replace("'../", f"'{up}")
        page = page.replace('data-jupyter-lite-root=".."', f'data-jupyter-lite-root="{up.rstrip("/")}"')
        page = re.sub(r'data-switchcore-lang="\w+"', f'data-switchcore-lang="{lang}"', page, count=1)
        notebook = f"{GAME_PAGE}/{lang}.ipynb"
        script = GAME_SCRIPT.replace("__PATH__", json.dumps(notebook))
        page = page.replace("<head>", "<head>\n" + script, 1).replace("</head>", GAME_STYLE + "</head>", 1)
        (folder / "index.html").write_text(page, encoding="utf-8")
        config = json.loads(json.dumps(app_config))
        data = config["jupyter-config-data"]
        for key in ("fullStaticUrl", "settingsUrl"):
            data[key] = up[3:] + data[key]
        data["exposeAppInBrowser"] = "true"  # window.jupyterapp, which the page's script drives
        # Nothing a learner changes is kept: the notebook is the site's own.
        data["settingsOverrides"] = {"@jupyterlab/docmanager-extension:plugin": {"autosave": False}}
        if lang != "en":
            data["settingsOverrides"][TRANSLATION_PLUGIN] = {"locale": LANGUAGES[lang]}
        (folder / "jupyter-lite.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
        target = f"notebooks/index.html?path={notebook}"
        (landing / "index.html").write_text(
            "<!DOCTYPE html>\n<html lang=\"%s\"><head><meta charset=\"utf-8\">"
            "<meta http-equiv=\"refresh\" content=\"0; url=%s\"><title>switchcore</title>"
            "<script id=\"jupyter-config-data\" type=\"application/json\">{}</script></head>"
            "<body><a href=\"%s\">%s</a></body></html>\n" % (lang, target, target, GAME_LESSON),
            encoding="utf-8")



#: A lesson opened by its address (``lab/index.html?path=...``, a
#: language's address) opens alone. JupyterLab would reopen every notebook
#: of the learner's earlier visits beside it, each starting a Python of its
#: own: it keeps them in the workspace ``default`` of its state database,
#: which JupyterLite stores in the browser. On such an address the script
#: removes that workspace before JupyterLab starts (the page waits for it);
#: the learner's files are kept, and a reload, whose address names no
#: lesson, reopens what the visit opened. (JupyterLab's own ``?reset``
#: clears the workspace too, but JupyterLite then opens no lesson.)
FRESH_LAYOUT_SCRIPT = r"""<script id="switchcore-fresh-layout">
(function () {
  if (!new URLSearchParams(window.location.search).get("path")) { return; }
  var config = document.getElementById("jupyter-config-data");
  var root = new URL(((config && config.getAttribute("data-jupyter-lite-root")) || "..") + "/", window.location.href);
  var STORE = "JupyterLite Storage - " + root.pathname;
  window.switchcoreFreshLayout = new Promise(function (done) {
    if (!window.indexedDB || !indexedDB.databases) { done(); return; }
    indexedDB.databases().then(function (found) {
      if (!found.some(function (d) { return d.name === STORE; })) { done(); return; }
      var opening = indexedDB.open(STORE);
      opening.onerror = opening.onblocked = function () { done(); };
      opening.onsuccess = function () {
        var db = opening.result;
        if (!db.objectStoreNames.contains("statedb")) { db.close(); done(); return; }
        var change = db.transaction("statedb", "readwrite");
        change.objectStore("statedb").delete("default");
        change.oncomplete = change.onerror = change.onabort = function () { db.close(); done(); };
      };
    }, function () { done(); });
  });
})();
</script>
"""


def add_fresh_layout(site: Path) -> None:
    """The lab pages open a lesson given by their address alone (see
    ``FRESH_LAYOUT_SCRIPT``): no lesson of an earlier visit starts a Python
    of its own beside it."""
    for page in [site / "lab" / "index.html", *(site / lang / "lab" / "index.html" for lang in LANGUAGES)]:
        text = page.read_text(encoding="utf-8")
        if "switchcore-fresh-layout" not in text:
            start = re.search(r"await import\(\s*'\.\./", text)
            if not start:
                raise SiteError(f"JupyterLite's {page.relative_to(site)} changed: where it starts JupyterLab was not found")
            text = text[:start.start()] + "await window.switchcoreFreshLayout;\n        " + text[start.start():]
            # after the configuration it reads, before the script that starts JupyterLab
            config = re.search(r'<script id="jupyter-config-data"[^>]*>.*?</script>\n', text, re.S)
            if not config or config.end() > start.start():
                raise SiteError(f"JupyterLite's {page.relative_to(site)} changed: its configuration script was not found")
            text = text[:config.end()] + FRESH_LAYOUT_SCRIPT + text[config.end():]
        page.write_text(text, encoding="utf-8")


def check_site(site: Path) -> None:
    """The site's configuration loads Pyodide from the site itself and never
    falls back to the package index."""
    config = json.loads((site / "jupyter-lite.json").read_text(encoding="utf-8"))
    settings = config["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]
    url = settings.get("pyodideUrl", "")
    if not url.startswith("./") or not (site / url).is_file():
        raise SiteError(f"the kernel would load Pyodide from {url!r}, not from the site")
    if settings.get("disablePyPIFallback") is not True:
        raise SiteError("the kernel could fall back to the package index")
    for piplite_url in settings.get("pipliteUrls", []):
        if "://" in piplite_url:
            raise SiteError(f"the kernel would look for wheels at {piplite_url}")
    check_pyodide((site / url).parent)


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="where the site goes (default: _site)")
    parser.add_argument("--force", action="store_true", help="build even if nothing changed")
    args = parser.parse_args(argv)
    try:
        build(args.out, force=args.force)
    except SiteError as error:
        print(f"[site] ERROR: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
