"""`fxgolden init`: set fxgolden up in an existing repository, inferring the layout instead of asking.

It writes the ``[tool.fxgolden]`` table (appended to pyproject.toml), a cases
package with one example case, and the .gitignore line of the pending area. It
checks everything first and writes nothing when anything is in the way: a
table that is already there, a cases folder that holds files, a cases package
name that something else already imports as.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import keyword
import tomllib
from pathlib import Path

import tomli_w

from fxgolden.base.errors import UsageError
from fxgolden.golden.store import PENDING_DIRNAME

EXAMPLE_MODULE = "example.py"
EXAMPLE_ID = "example/row_parallel_matmul"
NOTHING_WRITTEN = "nothing was written"

# One case that compiles in a couple of seconds on the default CPU profile: AOT graphs (no Inductor
# kernels to build) of a row-parallel matmul, whose partial products are all-reduced over 2 fake ranks.
EXAMPLE = '''\
"""Example case written by `fxgolden init`: edit it, or add modules of your own beside it.

Every module of this folder is imported and every @case in it is one golden test;
nothing lists them. A case body runs twice under an in-process fake process group
(collectives are traced, nothing is sent): eagerly, then through ctx.compile. Its
goldens record what torch.compile produced; its checks run on every run, so
regenerating goldens can never bless a broken pattern; what it returns is compared
with the eager run. Every field of @case, World and Check: fxgolden's docs/writing-cases.md.
"""

import torch

from fxgolden import Backend, Check, World, case


@case(
    "{case_id}",
    world=World(size=2, rank=0, mesh=(2,), dims=("tp",)),  # rank 0 of 2 on a 1-D mesh named "tp"
    backends=[Backend.AOT_EAGER],  # AOT forward/backward graphs, no Inductor kernels: a couple of seconds
    checks=[  # the forward graph all-reduces the partial products and waits on that all_reduce
        Check("g0.forward")
        .check("[[AR:all_reduce\\\\w*]]: {{{{.*}}}}all_reduce.default(")
        .check("wait_tensor.default([[AR]])"),
    ],
)
def row_parallel_matmul(ctx):
    from torch.distributed.tensor import DTensor, Replicate, Shard

    def fn(x, w):
        dx = DTensor.from_local(x, ctx.mesh, [Shard(1)], run_check=False)  # this rank's columns of x
        dw = DTensor.from_local(w, ctx.mesh, [Shard(0)], run_check=False)  # and the matching rows of w
        return torch.matmul(dx, dw).redistribute(ctx.mesh, [Replicate()]).to_local().relu()

    x = torch.randn(4, 8, requires_grad=True)
    w = torch.randn(8, 16, requires_grad=True)
    out = ctx.compile(fn, fullgraph=True)(x, w)
    out.sum().backward()
    return {{"out": out, "grad_x": x.grad, "grad_w": w.grad}}  # compared with the eager run
'''


@dataclasses.dataclass(frozen=True)
class Layout:
    """The project root and the folders init sets up, relative to it (POSIX) as the table names them."""

    root: Path
    cases: str
    goldens: str

    @property
    def cases_dir(self) -> Path:
        return self.root / self.cases

    @property
    def pyproject(self) -> Path:
        return self.root / "pyproject.toml"

    @property
    def gitignore(self) -> Path:
        return self.root / ".gitignore"

    @property
    def gitattributes(self) -> Path:
        return self.root / ".gitattributes"


def infer_layout(root: Path, *, cases: str | None = None, goldens: str | None = None) -> Layout:
    """Beside a ``tests/`` folder the cases and goldens go into it (pytest finds them there), else at the root."""
    if not root.is_dir():
        raise UsageError(f"{root} is not a folder; run `fxgolden init` in your repository's root or pass --root")
    base = "tests/" if (root / "tests").is_dir() else ""
    return Layout(root, _inside(root, cases or f"{base}fxgolden_cases", "--cases"),
                  _inside(root, goldens or f"{base}goldens", "--goldens"))


def _inside(root: Path, folder: str, option: str) -> str:
    """``folder`` relative to ``root`` in POSIX form: the table's paths are relative to the project root."""
    try:
        relative = (root / folder).resolve().relative_to(root.resolve())
    except ValueError:
        raise UsageError(f"{option} {folder}: outside the project root {root}; name a folder inside it") from None
    if relative == Path("."):
        raise UsageError(f"{option} {folder}: that is the project root; name a folder inside it")
    return relative.as_posix()


def table(layout: Layout) -> str:
    """The ``[tool.fxgolden]`` table init writes (the keys: fxgolden.base.project)."""
    return (f"[tool.fxgolden]\n"
            f"# written by `fxgolden init`; every key (inputs, extras, ...): fxgolden's docs/adopting.md, section 3\n"
            f"cases = {_toml_string(layout.cases)}  # a package: one module per family of cases\n"
            f"goldens = {_toml_string(layout.goldens)}  # <profile>/<case id>/<artifact>: commit and review them\n"
            f"default_profile = \"cpu\"\n")


def _toml_string(text: str) -> str:
    """``text`` as a TOML string, quoted by tomli-w (the table keeps its comments, so it is not dumped whole)."""
    return tomli_w.dumps({"value": text}).split(" = ", 1)[1].rstrip("\n")


def _read_pyproject(layout: Layout) -> str:
    """The pyproject's text as it is on disk (line endings kept), "" when there is none."""
    try:
        return layout.pyproject.read_bytes().decode("utf-8")
    except FileNotFoundError:
        return ""
    except UnicodeDecodeError as error:
        raise UsageError(f"{layout.pyproject}: not valid UTF-8 ({error.reason}); fix the file; "
                         f"{NOTHING_WRITTEN}") from error


def _parse(path: Path, text: str) -> dict:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise UsageError(f"{path}: not valid TOML ({error}); fix the file, then run `fxgolden init` again; "
                         f"{NOTHING_WRITTEN}") from error


def pyproject_addition(layout: Layout) -> str:
    """What to append to pyproject.toml; refuses when the table is there or the appended file would not parse."""
    old = _read_pyproject(layout)
    existing = _parse(layout.pyproject, old).get("tool", {}).get("fxgolden")
    if existing is not None:
        raise UsageError(f"{layout.pyproject} already has a [tool.fxgolden] table (cases = "
                         f"{existing.get('cases', 'cases')!r}); fxgolden is set up here: `fxgolden run` runs "
                         f"its cases. To start over, delete the table; {NOTHING_WRITTEN}")
    newline = "\r\n" if "\r\n" in old else "\n"
    addition = table(layout).replace("\n", newline)
    if old:
        addition = ("" if old.endswith("\n") else newline) + newline + addition
    if _parse(layout.pyproject, old + addition).get("tool", {}).get("fxgolden") is None:
        raise UsageError(f"{layout.pyproject}: a [tool.fxgolden] table appended to it would not be read (is `tool` "
                         f"an inline table?); add the table by hand:\n{table(layout)}{NOTHING_WRITTEN}")
    return addition


def check_cases_folder(layout: Layout) -> None:
    """The cases folder must be new (or empty) and its package name free: the registry imports it top-level."""
    folder = layout.cases_dir
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise UsageError(f"{layout.cases} already exists and is not an empty folder; init never overwrites a cases "
                         f"folder: pass --cases with a new folder; {NOTHING_WRITTEN}")
    name = folder.name
    if not name.isidentifier() or keyword.iskeyword(name):
        raise UsageError(f"--cases {layout.cases}: {name!r} is not a Python package name (the cases folder is "
                         f"imported as the package {name}); name a folder like fxgolden_cases; {NOTHING_WRITTEN}")
    taken = _importable_as(name, folder)
    if taken:
        raise UsageError(f"--cases {layout.cases}: the cases folder is imported as the top-level package {name!r}, "
                         f"and {name!r} already imports from {taken}; pass --cases with another folder name; "
                         f"{NOTHING_WRITTEN}")


def _importable_as(name: str, folder: Path) -> str | None:
    """Where ``import <name>`` already leads (other than ``folder`` itself), or None."""
    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        return None
    if spec is None:
        return None
    places = [*(spec.submodule_search_locations or ()), *([spec.origin] if spec.origin else [])]
    mine = folder.resolve()
    others = [p for p in places if p == "built-in" or not Path(p).resolve().is_relative_to(mine)]
    return others[0] if others else None


def check_goldens_folder(layout: Layout) -> None:
    """Goldens inside the cases folder would be imported as case modules; cases inside goldens would be orphans."""
    cases, goldens = Path(layout.cases), Path(layout.goldens)
    if cases == goldens or goldens.is_relative_to(cases) or cases.is_relative_to(goldens):
        raise UsageError(f"--cases {layout.cases} and --goldens {layout.goldens} overlap; give them separate "
                         f"folders (e.g. tests/fxgolden_cases and tests/goldens); {NOTHING_WRITTEN}")


def gitignore_addition(layout: Layout) -> str:
    """What to append to .gitignore so the pending area is never committed; "" when it is already ignored."""
    try:
        old = layout.gitignore.read_text(encoding="utf-8")
    except FileNotFoundError:
        old = ""
    if any(line.strip().strip("/") == PENDING_DIRNAME for line in old.splitlines()):
        return ""
    return ("\n" if old and not old.endswith("\n") else "") + f"{PENDING_DIRNAME}/\n"


def gitattributes_addition(layout: Layout) -> str:
    """What to append to .gitattributes so git never converts the goldens' line endings (they are byte-compared);
    "" when a line for the goldens folder is there already."""
    pattern = f"{layout.goldens}/**"
    try:
        old = layout.gitattributes.read_text(encoding="utf-8")
    except FileNotFoundError:
        old = ""
    if any(line.split()[:1] == [pattern] for line in old.splitlines()):
        return ""
    return ("\n" if old and not old.endswith("\n") else "") + f"{pattern} text eol=lf\n"


def _append(path: Path, text: str) -> None:
    with path.open("ab") as handle:
        handle.write(text.encode("utf-8"))


def init(root: Path, *, cases: str | None = None, goldens: str | None = None) -> list[str]:
    """Check, then write the table, the cases package and the .gitignore line; the lines to print."""
    layout = infer_layout(root, cases=cases, goldens=goldens)
    check_goldens_folder(layout)
    had_pyproject = layout.pyproject.is_file()
    addition = pyproject_addition(layout)
    check_cases_folder(layout)
    ignore = gitignore_addition(layout)
    had_gitignore = layout.gitignore.is_file()
    attributes = gitattributes_addition(layout)
    had_gitattributes = layout.gitattributes.is_file()

    layout.cases_dir.mkdir(parents=True, exist_ok=True)
    (layout.cases_dir / "__init__.py").write_text("", encoding="utf-8")
    (layout.cases_dir / EXAMPLE_MODULE).write_text(EXAMPLE.format(case_id=EXAMPLE_ID), encoding="utf-8")
    _append(layout.pyproject, addition)
    if ignore:
        _append(layout.gitignore, ignore)
    if attributes:
        _append(layout.gitattributes, attributes)
    return report(layout, pyproject="appended to" if had_pyproject else "created",
                  gitignore=("appended to" if had_gitignore else "created") if ignore else "",
                  gitattributes=("appended to" if had_gitattributes else "created") if attributes else "")


def report(layout: Layout, *, pyproject: str, gitignore: str, gitattributes: str = "") -> list[str]:
    """What init wrote (paths relative to the root), then the three commands that come next."""
    lines = [f"fxgolden: set up in {layout.root.resolve()}",
             (f"  {pyproject} pyproject.toml: [tool.fxgolden] cases = {_toml_string(layout.cases)}, "
              f"goldens = {_toml_string(layout.goldens)}"),
             f"  created {layout.cases}/__init__.py (the cases package)",
             f"  created {layout.cases}/{EXAMPLE_MODULE} (one case: {EXAMPLE_ID})"]
    if gitignore:
        lines.append(f"  {gitignore} .gitignore: {PENDING_DIRNAME}/ (pending actuals for review, never committed)")
    if gitattributes:
        lines.append(f"  {gitattributes} .gitattributes: {layout.goldens}/** text eol=lf (goldens are byte-compared: "
                     "git keeps their LF line endings)")
    steps = [("fxgolden run --update 'example/*'",
              f"write the example's first goldens into {layout.goldens}/cpu/{EXAMPLE_ID}/; read and commit them"),
             ("fxgolden run", "compare every case with its goldens"),
             ("pytest", "the same golden items inside your project's test run")]
    width = max(len(command) for command, _ in steps)
    return [*lines, "next:", *(f"  {command:<{width}}  # {why}" for command, why in steps)]
