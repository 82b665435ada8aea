"""Case patterns (``fxgolden.catalog.selection``) as a pure function over a set of ids: one meaning everywhere."""

from __future__ import annotations

import pytest

from fxgolden.base.errors import UsageError
from fxgolden.catalog.selection import check_patterns, matches, matches_artifact, select

IDS = (
    "core/dtensor_matmul_dp2",
    "core/dtensor_matmul_redistribute[S0]",
    "core/dtensor_matmul_redistribute[S1]",
    "core/funcol_make_fx_2d",
    "fsdp/train_steps",
    "fsdp/train_steps[compile_blocks]",
    "tp/mlp",
    "tp/two_mlp[plain]",
    "tp/two_mlp[seq_parallel]",
    "tpx/other",
)


@pytest.mark.parametrize(("pattern", "selected"), [
    ("tp/two_mlp[plain]", ["tp/two_mlp[plain]"]),  # an exact id
    ("tp/two_mlp", ["tp/two_mlp[plain]", "tp/two_mlp[seq_parallel]"]),  # an id without its variant: every variant
    ("fsdp/train_steps", ["fsdp/train_steps", "fsdp/train_steps[compile_blocks]"]),  # the case and its variants
    ("core/dtensor_matmul_redistribute", ["core/dtensor_matmul_redistribute[S0]",
                                          "core/dtensor_matmul_redistribute[S1]"]),
    ("tp", ["tp/mlp", "tp/two_mlp[plain]", "tp/two_mlp[seq_parallel]"]),  # a family, never tpx/
    ("tp/", ["tp/mlp", "tp/two_mlp[plain]", "tp/two_mlp[seq_parallel]"]),
    ("tp/*", ["tp/mlp", "tp/two_mlp[plain]", "tp/two_mlp[seq_parallel]"]),  # a glob
    ("*/mlp*", ["tp/mlp"]),
    ("*/two_mlp", ["tp/two_mlp[plain]", "tp/two_mlp[seq_parallel]"]),  # a glob without variant: every variant
    ("tp/*[plain]", ["tp/two_mlp[plain]"]),  # [..] is a variant, not a character class ('tp/mlp' ends in 'p')
    ("tp/two_mlp[plain]/", ["tp/two_mlp[plain]"]),
])
def test_a_pattern_names_ids_variants_families_or_globs(pattern: str, selected: list[str]) -> None:
    assert select(IDS, [pattern]) == selected


def test_a_raw_string_prefix_is_not_a_pattern() -> None:
    """`core/dtensor_matmul` once accepted core/dtensor_matmul_dp2 and both redistribute variants."""
    assert not any(matches("core/dtensor_matmul", cid) for cid in IDS)
    assert not matches("tp/two", "tp/two_mlp[plain]") and not matches("t", "tp/mlp")
    with pytest.raises(UsageError, match=r"no case matches 'core/dtensor_matmul'; `fxgolden list`"):
        select(IDS, ["core/dtensor_matmul"])


def test_the_case_of_a_variant_free_id_and_its_variants() -> None:
    ids = ["core/dtensor_matmul", "core/dtensor_matmul[S0]", "core/dtensor_matmul_dp2"]
    assert select(ids, ["core/dtensor_matmul"]) == ["core/dtensor_matmul", "core/dtensor_matmul[S0]"]


@pytest.mark.parametrize("pattern", ["", " ", "\t", "/", "//", " / "])
def test_an_empty_pattern_is_refused_not_read_as_everything(pattern: str) -> None:
    with pytest.raises(UsageError, match="is never read as every case"):
        check_patterns([pattern])
    with pytest.raises(UsageError):
        select(IDS, ["tp", pattern])
    assert not matches(pattern, "tp/mlp") and not matches_artifact(pattern, "tp/mlp", "summary", "summary.yaml")


def test_no_pattern_selects_all_and_every_unmatched_pattern_is_named() -> None:
    assert select(IDS, []) == list(IDS)
    assert select(IDS, ["*"]) == list(IDS)
    with pytest.raises(UsageError, match=r"no case matches 'nope/\*', 'tp/tw'"):
        select(IDS, ["tp", "nope/*", "tp/tw"])


def test_patterns_match_case_ids_never_paths() -> None:
    assert not matches("goldens/cpu/core/funcol_make_fx_2d", "core/funcol_make_fx_2d")
    assert not matches("../core/funcol_make_fx_2d", "core/funcol_make_fx_2d")
    assert not matches("cpu", "core/funcol_make_fx_2d")


@pytest.mark.parametrize(("pattern", "named"), [
    ("tp/two_mlp[plain]/g0.forward", True),  # case/artifact
    ("tp/two_mlp[plain]/g0.forward.py", True),  # case/file
    ("tp/two_mlp/g0.forward", True),  # an id without its variant, then the artifact
    ("tp/*/g0.*", True),  # globs on both sides
    ("tp/two_mlp[plain]/g0.backward", False),
    ("tp/two_mlp[plain]/g0", False),  # an artifact is named whole, not by a prefix
    ("tp/g0.forward", False),  # a family is no case: never "every g0.forward of tp"
    ("tp/two_mlp[plain]", True), ("tp", True), ("tp/two", False),  # case patterns as everywhere
])
def test_artifact_patterns_for_the_commands_that_decide_artifacts(pattern: str, named: bool) -> None:
    assert matches_artifact(pattern, "tp/two_mlp[plain]", "g0.forward", "g0.forward.py") is named
