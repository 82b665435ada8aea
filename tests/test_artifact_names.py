"""``fxgolden.base.artifact``: the one place artifact file names are built and read back."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fxgolden.base.artifact import ArtifactName, ArtifactNameError, named_by, on_disk, stem_of, why_stray

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "fxgolden"


@pytest.mark.parametrize(("text", "graph", "stage", "rank", "filename", "kind"), [
    ("g0.inductor_forward.rank1.py", "g0", "inductor_forward", 1, "g0.inductor_forward.rank1.py", "inductor"),
    ("g12.forward", "g12", "forward", None, "g12.forward.py", "fx"),
    ("ca0.compiled_autograd.py", "ca0", "compiled_autograd", None, "ca0.compiled_autograd.py", "fx"),
    ("t2.make_fx", "t2", "make_fx", None, "t2.make_fx.py", "fx"),
    ("summary.rank3.yaml", "", "summary", 3, "summary.rank3.yaml", "summary"),
    ("collectives", "", "collectives", None, "collectives.txt", "collectives"),
    ("error.txt", "", "error", None, "error.txt", "error"),
])
def test_a_name_reads_back_to_the_file_it_names(text, graph, stage, rank, filename, kind):
    name = ArtifactName.parse(text)
    assert (name.graph, name.stage, name.rank, name.filename, name.kind) == (graph, stage, rank, filename, kind)
    assert ArtifactName.parse(name.filename) == name == ArtifactName.parse(name.stem)


@pytest.mark.parametrize("text", ["profile.toml", "g0.forward.yaml", "summary.py", "forward.py", "g0.summary",
                                  "g0.forward.rankX.py", "", "g0.forward.rank1.rank2.py"])
def test_a_text_that_names_no_artifact_is_refused_with_an_example(text):
    with pytest.raises(ArtifactNameError, match="artifact"):
        ArtifactName.parse(text)
    assert ArtifactName.parse_or_none(text) is None


def test_ranks_and_shared_names_convert_both_ways():
    shared = ArtifactName("g0", "backward")
    assert shared.of_rank(2).stem == "g0.backward.rank2"
    assert shared.of_rank(2).shared == shared
    assert stem_of("g0.backward.rank2.py") == "g0.backward.rank2"
    assert stem_of("notes.md") == "notes"


def test_a_name_from_disk_or_by_hand_is_read_here_and_a_stray_file_says_why():
    assert named_by("g0.forward.rank1.py") == ArtifactName("g0", "forward", 1)
    assert on_disk(["summary.yaml", "notes.md"]) == [("summary.yaml", ArtifactName("", "summary")), ("notes.md", None)]
    assert why_stray("g0.forward.txt") == "'g0.forward.txt': a forward artifact is a .py file"
    assert why_stray("g0.forward.py") == ""
    assert ArtifactName.as_written("error.rank1") == ArtifactName("", "error", 1)
    assert ArtifactName.as_written("my_check") is None  # a name of the check's own


def test_no_other_module_builds_or_splits_artifact_names():
    """The convention has one owner: no other module spells the ``.rankN`` suffix, cuts a name at its dots or
    parses one (a name read from disk goes through ``named_by``/``on_disk``, one written by hand through
    ``ArtifactName.as_written``). (A process group's ``.rank()`` is no name.)"""
    owner = PACKAGE / "base" / "artifact.py"
    spelled = re.compile(r"""\.rank\\d|\.rank\{|\.rank\((?!\))|f"\{graph\}\.|\.split\("\.", 1\)"""
                         r"""|rsplit\("\.", 1\)\[0\]|ArtifactName\.parse""")
    offenders = [f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}"
                 for path in sorted(PACKAGE.rglob("*.py")) if path != owner
                 for number, line in enumerate(path.read_text().splitlines(), 1) if spelled.search(line)]
    assert not offenders, "artifact names built or split outside fxgolden.base.artifact:\n" + "\n".join(offenders)
