"""Stored goldens of every profile verified without compiling (how CI checks `cuda` goldens)."""

import shutil

import pytest

from fxgolden.base.artifact import ArtifactName
from fxgolden.base.profile import PROFILES
from fxgolden.base.project import find_project
from fxgolden.catalog.registry import discover
from fxgolden.golden.offline import rank_views, verify_case, verify_profile
from fxgolden.golden.store import GoldenStore


@pytest.fixture(scope="module")
def catalog():
    project = find_project()
    return project, discover(project.cases_dir)


@pytest.mark.parametrize("profile", sorted(PROFILES))
def test_stored_goldens_parse_are_normalized_and_pass_their_checks(catalog, profile):
    project, cases = catalog
    store = GoldenStore(project.goldens_dir, profile, project.pending_dir)
    if not store.profile_dir.is_dir():
        pytest.fail(f"no goldens for profile {profile} under {store.profile_dir}")
    problems = verify_profile(store, cases.values())
    assert not problems, "\n".join(str(p) for p in problems)


def test_every_inductor_case_has_goldens_in_each_of_its_profiles(catalog):
    project, cases = catalog
    missing = []
    for case in cases.values():
        for profile in case.effective_profiles:
            if profile in case.unsupported:
                continue
            store = GoldenStore(project.goldens_dir, profile, project.pending_dir)
            if not store.existing_files(case.id):
                missing.append(f"{profile}: {case.id}")
    assert not missing, ("cases without goldens:\n" + "\n".join(missing) + "\n  fix: make cuda goldens on a machine "
                         "with an NVIDIA GPU (`python3 tools/gpu_goldens.py ID`), or declare profiles=(\"cpu\",) "
                         "until then; cpu goldens: `fxgolden run --update ID`")


def _copy_case(project, tmp_path, profile, case_id):
    src = project.goldens_dir / profile / case_id
    dst = tmp_path / "goldens" / profile / case_id
    shutil.copytree(src, dst)
    return GoldenStore(tmp_path / "goldens", profile, tmp_path / ".fxgolden"), dst


@pytest.mark.parametrize(("breakage", "expected"), [
    (lambda t: t.replace("wait_tensor", "wait_tensr"), "failed on artifact"),
    (lambda t: t + "   \n", "re-normalizing changes it"),
    (lambda t: t.replace("def forward", "def forward(((", 1), "does not parse"),
    (lambda t: t.replace("| normalizer: ", "| normalizer: 9", 1), "made by normalizer 9"),
])
def test_a_broken_golden_fails_offline(catalog, tmp_path, breakage, expected):
    project, cases = catalog
    case = cases["core/async_redistribute_inside"]
    store, folder = _copy_case(project, tmp_path, "cpu", case.id)
    assert verify_case(case, store) == []
    golden = folder / "g0.forward.py"
    golden.write_text(breakage(golden.read_text()))
    problems = verify_case(case, store)
    assert problems and any(expected in p.message for p in problems), [str(p) for p in problems]


def test_orphaned_case_folder_is_reported(catalog, tmp_path):
    project, cases = catalog
    store, folder = _copy_case(project, tmp_path, "cpu", "core/async_redistribute_inside")
    folder.rename(folder.parent / "renamed_away")
    problems = verify_profile(store, cases.values())
    assert any("no case declares this id" in p.message and p.case_id == "core/renamed_away" for p in problems)


@pytest.mark.parametrize(("name", "kind"), [("g0.forward", "fx"), ("g1.inductor_backward", "inductor"),
                                            ("summary", "summary"), ("error", "error"), ("ca0.compiled_autograd", "fx"),
                                            ("g0.inductor_forward.rank3", "inductor"), ("t2.make_fx", "fx")])
def test_kind_of(name, kind):
    assert ArtifactName.parse(name).kind == kind


def test_rank_views_share_common_goldens():
    summary, forward = ArtifactName("", "summary"), ArtifactName("g0", "forward")
    views = rank_views({summary: "s", forward.of_rank(0): "a", forward.of_rank(3): "b"})
    assert views == {0: {summary: "s", forward: "a"}, 3: {summary: "s", forward: "b"}}


MACHINE_TEXT = {
    "absolute path": r"(?<![\w<])/(?:home|root|tmp|work|usr|opt|var|Users)/",
    "site-packages path": r"site-packages/",
    "memory address": r"\b0x[0-9a-fA-F]{8,}\b",
    "hash-named path or cache key": r"\b[0-9a-f]{32,}\b|\b[0-9A-F]{32,}\b",
}


def test_committed_goldens_hold_no_machine_specific_text(catalog):
    import re

    project, _ = catalog
    found = []
    for path in sorted(project.goldens_dir.rglob("*")):
        if not path.is_file():
            continue
        text = path.read_text(encoding="utf-8")
        for what, pattern in MACHINE_TEXT.items():
            match = re.search(pattern, text)
            if match:
                line = text.count("\n", 0, match.start()) + 1
                found.append(f"{path.relative_to(project.root)}:{line}: {what}: {match.group(0)!r}")
    assert not found, "\n".join(found[:50])
