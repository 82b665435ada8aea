"""Every reader of goldens reports a malformed golden as a finding: the file, what is malformed, the documented
exit code, the other cases reported on, and never a traceback (``fxgolden.golden.wellformed``).

A throw-away project holds one small model whose three identical layers fold (``#= layers.1 as layers.0``), as
one case per corruption and one intact case. Each corrupted case's ``g0.forward.py`` is broken one way: each
mark of the golden form (a fold of a layer not written above it, a reference that is no layer, ``=>`` for
``->`` on a pairs line, a wrong ``N lines``), a file cut short, bytes that are not UTF-8, a missing or garbled
header line. Then `fxgolden run`, `fxgolden review` (pending, ``--list``, ``--html``, ``--git``), the offline
verifier, the nightly and `fxgolden bench` read them.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Callable

import pytest

from fxgolden.golden import header as header_mod
from fxgolden.golden.pending import write_pending
from fxgolden.golden.store import GoldenStore

CASES = '''
import torch
from torch import nn

from fxgolden import Backend, World, case

BROKEN = {names}


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.up, self.down = nn.Linear(8, 8), nn.Linear(8, 8)

    def forward(self, x):
        return self.down(torch.relu(self.up(x))) * 2 + x


class Stack(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList(Block() for _ in range(3))

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


@case("fold/stack", world=World(pg="none"), backends=[Backend.AOT_EAGER],
      variants={{name: {{}} for name in ["intact", *BROKEN]}})
def stack(ctx):
    torch.manual_seed(0)
    return {{"out": ctx.compile(Stack(), fullgraph=True)(torch.randn(2, 8))}}
'''


def replaced(old: bytes, new: bytes) -> Callable[[bytes], bytes]:
    def corrupt(data: bytes) -> bytes:
        assert old in data, old
        return data.replace(old, new, 1)
    return corrupt


def cut_short(data: bytes) -> bytes:
    """The file cut inside a line, two thirds of the way through."""
    at = len(data) * 2 // 3
    while data[at - 1:at] in (b"\n", b" "):
        at -= 1
    return data[:at]


# corruption -> (how g0.forward.py is broken, what a reader must say of it)
BROKEN: dict[str, tuple[Callable[[bytes], bytes], str]] = {
    "unknown_layer": (replaced(b"#= layers.1 as layers.0", b"#= layers.1 as layers.7"),
                      "layers.7, is not written above it"),
    "unknown_reference": (replaced(b"#= layers.1 as layers.0", b"#= layers.1 as ???"), "???, is not written above it"),
    "arrow": (replaced(b" -> ", b" => "), "not `theirs -> mine`"),
    "count": (replaced(b"#= layers.2 as layers.0: 11 lines", b"#= layers.2 as layers.0: 12 lines"),
              "says 12 lines, and stands for 11"),
    "truncated": (cut_short, "ends without its final newline"),
    "encoding": (replaced(b"relu_L0: ", b"rel\xff\xfeu_L0: "), "not valid UTF-8"),
    "no_header": (lambda data: data.split(b"\n", 1)[1], "first line is not an fxgolden header"),
    "garbled_header": (replaced(b"| case: ", b"| cse: "), "header lacks or garbles a field"),
}
FILE = "g0.forward.py"


def golden_path(project: Path, variant: str, name: str = FILE) -> Path:
    return project / "goldens" / "cpu" / "fold" / f"stack[{variant}]" / name


def shown(variant: str) -> str:
    return f"goldens/cpu/fold/stack[{variant}]/{FILE}"


def environ() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS")}


def fxgolden(project: Path, *args: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "fxgolden", *args], cwd=project, env=environ(),
                          capture_output=True, text=True, timeout=timeout)


def git(project: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *args], cwd=project, check=True,
                   capture_output=True)


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The project with its goldens as the run writes them, committed: nothing broken yet."""
    project = tmp_path_factory.mktemp("malformed")
    (project / "pyproject.toml").write_text('[tool.fxgolden]\ncases = "cases"\ngoldens = "goldens"\n')
    (project / "cases").mkdir()
    (project / "cases" / "__init__.py").write_text("")
    (project / "cases" / "fold.py").write_text(textwrap.dedent(CASES.format(names=sorted(BROKEN))))
    written = fxgolden(project, "run", "--update", "-j", "2")
    assert written.returncode == 0, written.stdout[-3000:] + written.stderr[-3000:]
    assert b"#= layers.2 as layers.0: 11 lines" in golden_path(project, "intact").read_bytes()
    git(project, "init", "-q")
    git(project, "add", "-A")
    git(project, "commit", "-q", "-m", "goldens")
    return project


def break_goldens(project: Path) -> None:
    for variant, (corrupt, _) in BROKEN.items():
        path = golden_path(project, variant)
        path.write_bytes(corrupt(path.read_bytes()))


@pytest.fixture
def project(made: Path, tmp_path: Path) -> Path:
    """A copy of the project with every corruption applied."""
    copy = tmp_path / "p"
    shutil.copytree(made, copy)
    break_goldens(copy)
    return copy


def assert_each_named(output: str, *, found: Callable[[str], str] = shown) -> None:
    """Every broken golden named with what is malformed in it, and no traceback."""
    assert "Traceback" not in output, output[-5000:]
    for variant, (_, problem) in BROKEN.items():
        lines = [line for line in output.splitlines() if found(variant) in line and problem in line]
        assert lines, f"{variant}: no line names {found(variant)} and {problem!r}\n{output[-6000:]}"


# --- the run -----------------------------------------------------------------------------------------------


def test_the_run_fails_each_malformed_golden_naming_it_and_passes_the_intact_case(project: Path) -> None:
    result = fxgolden(project, "run", "-j", "2")
    output = result.stdout + result.stderr
    assert result.returncode == 1, output[-3000:]  # a case failed (docs: exit codes)
    assert_each_named(output)
    assert f"{len(BROKEN)} failed, 1 passed" in output
    assert not (project / ".fxgolden" / "pending" / "cpu" / "fold" / "stack[count]" / FILE).exists()


# --- review ------------------------------------------------------------------------------------------------


def leave_pending(project: Path) -> None:
    """Pending actuals as a compare run leaves them: the intact text over each broken golden, and one real change
    of the intact case."""
    store = GoldenStore(project / "goldens", "cpu", project / ".fxgolden")
    store.ensure_pending_area()
    intact = golden_path(project, "intact").read_text()
    for variant in BROKEN:
        text = intact.replace("case: fold/stack[intact]", f"case: fold/stack[{variant}]")
        write_pending(store, f"fold/stack[{variant}]", FILE, text,
                      golden_text=golden_path(project, variant).read_bytes().decode("utf-8", errors="replace"))
    head, body = header_mod.split(intact)
    write_pending(store, "fold/stack[intact]", FILE, header_mod.serialize(head, body.replace(
        "torch.ops.aten.mul.Tensor(addmm_L0_1, 2)", "torch.ops.aten.mul.Tensor(addmm_L0_1, 3)")), golden_text=intact)


@pytest.mark.parametrize("mode", [["--list"], ["--list", "--no-diff"], [], ["--html", "report"]],
                         ids=["list", "no-diff", "not-a-terminal", "html"])
def test_review_names_each_malformed_golden_and_reviews_the_other_changes(project: Path, mode: list[str]) -> None:
    leave_pending(project)
    result = fxgolden(project, "review", *mode, timeout=300)
    output = result.stdout + result.stderr
    assert result.returncode == 1, output[-3000:]  # reported, the review went on (docs: exit codes)
    assert_each_named(output)
    assert "fold/stack[intact]  g0.forward  [args]" in output  # the intact case's change, classified
    if "--html" in mode:
        page = (project / "report" / "index.html").read_text()
        assert "malformed golden" in page and "stack[count]" in page


def test_review_since_a_revision_names_each_malformed_golden_there_and_in_the_working_tree(project: Path) -> None:
    head, body = header_mod.split(golden_path(project, "intact").read_text())
    golden_path(project, "intact").write_text(header_mod.serialize(head, body.replace(
        "torch.ops.aten.mul.Tensor(addmm_L0_1, 2)", "torch.ops.aten.mul.Tensor(addmm_L0_1, 3)")))
    result = fxgolden(project, "review", "--git", "HEAD", timeout=300)
    output = result.stdout + result.stderr
    assert result.returncode == 1, output[-3000:]
    assert_each_named(output)
    assert "fold/stack[intact]  g0.forward  [args]" in output
    # broken at the revision, repaired in the working tree: named as the revision's file
    git(project, "add", "-A")
    git(project, "commit", "-q", "-m", "broken")
    git(project, "checkout", "-q", "HEAD~1", "--", "goldens")
    result = fxgolden(project, "review", "--git", "HEAD", "--no-diff", timeout=300)
    assert result.returncode == 1, result.stdout[-3000:]
    assert_each_named(result.stdout + result.stderr, found=lambda variant: f"{shown(variant)} @ HEAD")


# --- the offline verifier ----------------------------------------------------------------------------------


OFFLINE = """
from pathlib import Path
from fxgolden.base.project import find_project
from fxgolden.catalog.registry import discover
from fxgolden.golden.offline import verify_profile
from fxgolden.golden.store import GoldenStore

project = find_project(Path.cwd())
store = GoldenStore(project.goldens_dir, "cpu", project.pending_dir)
for problem in verify_profile(store, discover(project.cases_dir).values()):
    print(problem)
"""


def test_the_offline_verifier_names_each_malformed_golden_and_verifies_the_others(project: Path) -> None:
    """``verify_profile``, run in the project (its catalog is imported as ``cases``, as this repository's is)."""
    result = subprocess.run([sys.executable, "-c", OFFLINE], cwd=project, env=environ(), capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]  # it returns its problems, it raises none
    assert_each_named(result.stdout + result.stderr)
    assert "fold/stack[intact]" not in result.stdout


# --- the nightly and the bench -----------------------------------------------------------------------------


def test_the_nightly_names_each_malformed_golden_and_reports_every_case(project: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = subprocess.run([sys.executable, "-m", "fxgolden", "nightly", "--python", sys.executable, "--out",
                             str(out), "--jobs", "2", "--no-explain"], cwd=project, env=environ(),
                            capture_output=True, text=True, timeout=600)
    output = result.stdout + result.stderr
    assert result.returncode == 1, output[-3000:]  # a case drifted (docs: the nightly's exit codes)
    assert_each_named(output)
    assert f"{len(BROKEN) + 1} cases: 1 ok" in output


def test_the_bench_names_each_malformed_golden_and_measures_on(project: Path, tmp_path: Path) -> None:
    """One suite run of the bench (``bench.runs.execute``, the process `fxgolden bench --parts suite` starts first)
    and its report (``bench.report.render``): the cases measured, the malformed goldens named."""
    from fxgolden.bench.report import render
    from fxgolden.bench.runs import BenchRun, execute

    cases = ("fold/stack[intact]", "fold/stack[count]", "fold/stack[encoding]")
    result = execute(BenchRun("suite cold x1", "suite", "suite1", cases), root=project, scratch=tmp_path)
    assert result.returncode == 1 and len(result.records) == 3, result.log_tail  # measured (docs: bench exit codes)
    output = render([result], [])
    assert "Traceback" not in output + result.log_tail
    for variant in ("count", "encoding"):
        assert any(shown(variant) in line and BROKEN[variant][1] in line and "malformed golden" in line
                   for line in output.splitlines()), output
    assert any("failed: " in line and "fold/stack[count]" in line and "fold/stack[encoding]" in line
               and "stack[intact]" not in line for line in output.splitlines()), output


# --- the one reader, without a run -------------------------------------------------------------------------


def test_a_collectives_golden_whose_fold_does_not_read_back_is_the_same_finding() -> None:
    from fxgolden.base.errors import GoldenFileError
    from fxgolden.golden import wellformed

    body = "# 3 times, the next 2 lines:\nranks_0_1: all_reduce (sum) f32[8]\n# (end of the 3 times)\n"
    with pytest.raises(GoldenFileError, match=r"goldens/x/collectives.txt: its golden form does not read back: "
                                              r"line 1: .* is not followed by 2 lines"):
        wellformed.full_body(body, "collectives.txt", shown="goldens/x/collectives.txt", case_id="x")
    assert wellformed.full_body(body.replace("next 2", "next 1"), "collectives.txt", shown="-", case_id="x") == (
        "ranks_0_1: all_reduce (sum) f32[8]\n" * 3)
