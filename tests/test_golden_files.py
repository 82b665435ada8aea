"""Golden headers, ids, the store and the manifest: the file-level contracts."""

import dataclasses
from pathlib import Path

import pytest

from fxgolden.base.errors import GoldenFileError, UsageError
from fxgolden.base.files import atomic_write_text
from fxgolden.base.ids import case_id_problem, case_path, with_variant
from fxgolden.golden import header, manifest
from fxgolden.golden.policy import UpdateMode, choose_update_mode, ci_is_set, ci_marker
from fxgolden.golden.store import GoldenStore
from fxgolden.golden.writer import GoldenWriter

ROOT = Path(__file__).resolve().parents[1]


def test_header_round_trip():
    h = header.GoldenHeader(case="dtensor/mm[S0,R]", artifact="g0.forward", normalizer=3,
                            world="fake rank 1/4 cpu mesh [4] (tp)")
    assert header.parse(h.format()) == h
    assert header.split(header.serialize(h, "body\n")) == (h, "body\n")


@pytest.mark.parametrize("line", ["class GraphModule:", "# fxgolden golden | case: x", "# fxgolden golden | nokey"])
def test_header_rejects_garbage(line):
    with pytest.raises(header.HeaderError):
        header.parse(line)


@pytest.mark.parametrize("case_id", ["core/a", "dtensor_ops/mm[S0,R]", "fsdp/mlp[aot_eager-2]", "a/b/c"])
def test_valid_ids(case_id):
    assert case_id_problem(case_id) is None
    assert str(case_path(case_id)) == case_id


@pytest.mark.parametrize(("case_id", "why"), [
    ("../escape", "'..'"), ("core/../../etc", "'..'"), ("/abs/path", "absolute"), ("nofamily", "family/name"),
    ("core/Upper", "family/name"), ("core/a b", "family/name"), ("core\\win", "backslash"), ("", "empty"),
    ("core/" + "x" * 200, "longer"),
])
def test_invalid_ids_say_why(case_id, why):
    problem = case_id_problem(case_id)
    assert problem and why in problem


def test_with_variant():
    assert with_variant("a/b", "x") == "a/b[x]"
    assert with_variant("a/b[y]", "x") == "a/b[y-x]"


def test_atomic_write_leaves_no_temp_file_and_keeps_old_on_error(tmp_path):
    target = tmp_path / "sub" / "g.py"
    atomic_write_text(target, "one\n")
    assert target.read_text() == "one\n"

    with pytest.raises(TypeError):
        atomic_write_text(target, 42)  # type: ignore[arg-type]
    assert target.read_text() == "one\n"
    assert [p.name for p in target.parent.iterdir()] == ["g.py"]


def _store(tmp_path):
    return GoldenStore(goldens_root=tmp_path / "goldens", profile="cpu", pending_root=tmp_path / ".fxgolden")


def test_store_reads_headers_and_rejects_bad_files(tmp_path):
    store = _store(tmp_path)
    assert store.read("core/a", "g0.forward.py") is None
    path = store.golden_path("core/a", "g0.forward.py")
    path.parent.mkdir(parents=True)
    path.write_bytes(b"# fxgolden golden | case: core/a\n\xff\xfe")
    with pytest.raises(GoldenFileError, match="not valid UTF-8") as info:
        store.read("core/a", "g0.forward.py")
    # named relative to the project root, as every path fxgolden prints
    assert str(info.value).startswith("goldens/cpu/core/a/g0.forward.py: ")
    assert "fxgolden run --update 'core/a'" in str(info.value)
    path.write_text("no header\n")
    with pytest.raises(GoldenFileError, match="not an fxgolden header"):
        store.read("core/a", "g0.forward.py")


def test_store_refuses_ids_that_escape(tmp_path):
    with pytest.raises(ValueError, match="escape"):
        _store(tmp_path).case_dir("../../x")


def test_pending_area_is_git_ignored(tmp_path):
    store = _store(tmp_path)
    store.ensure_pending_area()
    assert (tmp_path / ".fxgolden" / ".gitignore").read_text().splitlines()[-1] == "*"


def _written(tmp_path, m) -> Path:
    """Write ``m`` as an update does (through the profile's writer); the second write finds it unchanged."""
    store = GoldenStore(tmp_path / "goldens", "cpu", tmp_path / ".fxgolden")
    with GoldenWriter.open(store, covered=True, environ={}) as writer:
        assert writer.write_manifest(m)
        assert not writer.write_manifest(m)
    return store.manifest_path


def test_manifest_round_trip_and_mismatch(tmp_path):
    m = manifest.Manifest(profile="cpu", torch="2.13.0+cpu", python="3.11", normalizer=1,
                          extra={"compile_threads": "1"})
    path = _written(tmp_path, m)
    assert manifest.read(path) == m
    other = manifest.Manifest(profile="cpu", torch="2.14.1+cu128", python="3.11", normalizer=1)
    assert manifest.mismatch(m, other) == ["goldens were made with torch 2.13.0+cpu, this is torch 2.14.1+cu128"]



def test_manifest_dotted_settings_round_trip_and_a_changed_pin_is_a_mismatch(tmp_path):
    pins = {"inductor.cpp.simdlen": "256", "inductor.cpp.threads": "2", "inductor.triton.cudagraphs": "False",
            "vector_isa": "avx2", "gpu": "H100"}
    m = manifest.Manifest(profile="cpu", torch="2.13.0+cpu", python="3.11", normalizer=1, extra=pins)
    path = _written(tmp_path, m)
    assert manifest.read(path) == m  # TOML reads dotted keys as nested tables; read() flattens them back
    wider = manifest.Manifest(profile="cpu", torch="2.13.0+cpu", python="3.11", normalizer=1,
                              extra={**pins, "inductor.cpp.simdlen": "512", "gpu": "H200"})
    assert manifest.mismatch(m, wider) == [
        "the profile's pinned settings changed since the goldens were made (inductor.cpp.simdlen 256 -> 512)"]
    unpinned = manifest.Manifest(profile="cpu", torch="2.13.0+cpu", python="3.11", normalizer=1,
                                 extra={k: v for k, v in pins.items() if k != "inductor.cpp.threads"})
    assert "inductor.cpp.threads 2 -> (unset)" in manifest.mismatch(m, unpinned)[0]


def test_ordering_moves_only_golden_items():
    from fxgolden.pytest_plugin.ordering import reorder

    items = ["unit_a", "g1", "g2", "unit_b", "g3"]
    is_golden = str.startswith
    reversed_items = list(items)
    reorder(reversed_items, "reverse", is_golden=lambda i: is_golden(i, "g"))
    assert reversed_items == ["unit_a", "g3", "g2", "unit_b", "g1"]
    once, again = list(items), list(items)
    reorder(once, "shuffle:7", is_golden=lambda i: is_golden(i, "g"))
    reorder(again, "shuffle:7", is_golden=lambda i: is_golden(i, "g"))
    assert once == again and sorted(once) == sorted(items) and once[0] == "unit_a" and once[3] == "unit_b"
    with pytest.raises(UsageError, match="use auto, catalog, longest, reverse or shuffle"):
        reorder(list(items), "backwards", is_golden=lambda i: True)
    with pytest.raises(UsageError, match="the seed must be an integer"):
        reorder(list(items), "shuffle:x", is_golden=lambda i: True)

def test_manifest_missing_or_garbled_names_the_fix(tmp_path):
    with pytest.raises(GoldenFileError, match="missing.*\n.*fxgolden run --update"):
        manifest.read(tmp_path / "profile.toml")
    (tmp_path / "profile.toml").write_text("torch = \n")
    with pytest.raises(GoldenFileError, match="not valid TOML"):
        manifest.read(tmp_path / "profile.toml")
    good = manifest.Manifest(profile="cpu", torch="2.13.0+cpu", python="3.11", normalizer=5).render()
    (tmp_path / "profile.toml").write_text(good.replace("normalizer = 5", 'normalizer = "five"'))
    with pytest.raises(GoldenFileError, match="normalizer is 'five', not a version number") as info:
        manifest.read(tmp_path / "profile.toml")
    assert "invalid literal" not in str(info.value) and "\n  fix: restore it from git" in str(info.value)
    (tmp_path / "profile.toml").write_text(good.replace('torch = "2.13.0+cpu"\n', ""))
    with pytest.raises(GoldenFileError, match="the profile manifest lacks 'torch'"):
        manifest.read(tmp_path / "profile.toml")


@pytest.mark.parametrize(("stored", "fix"), [
    ({"normalizer": 1}, "fxgolden's normalizer changed since the goldens were made: regenerate the whole profile"),
    ({"normalizer": 99}, "the goldens are newer than this fxgolden (normalizer 99): update fxgolden"),
    ({"torch": "2.12.0+cpu"}, "run with torch 2.12.0+cpu, or regenerate the whole profile"),
    ({"extra": {"inductor.cpp.threads": "4"}}, "the profile's pinned settings changed: regenerate the whole profile"),
])
def test_each_manifest_mismatch_has_its_own_fix(stored, fix):
    running = manifest.Manifest(profile="cpu", torch="2.13.0+cpu", python="3.11", normalizer=5,
                                extra={"inductor.cpp.threads": "2"})
    made = dataclasses.replace(running, **stored)
    assert manifest.mismatch(made, running)
    assert manifest.fix_for(made, running).startswith(fix)
    assert "use the profile's torch" not in manifest.fix_for(made, running)


@pytest.mark.parametrize(("value", "is_ci"), [("true", True), ("1", True), ("TRUE", True), ("false", False),
                                               ("", False), ("0", False)])
def test_ci_variable(value, is_ci):
    assert ci_is_set({"CI": value}) is is_ci


@pytest.mark.parametrize(("environ", "marker"), [
    ({"GITHUB_ACTIONS": "true"}, "GITHUB_ACTIONS"), ({"GITLAB_CI": "true"}, "GITLAB_CI"),
    ({"BUILDKITE": "true"}, "BUILDKITE"), ({"TF_BUILD": "True"}, "TF_BUILD"),
    ({"JENKINS_URL": "https://ci.example/"}, "JENKINS_URL"), ({"CI": "true", "GITHUB_ACTIONS": "true"}, "CI"),
    ({"CI": "0", "GITHUB_ACTIONS": "true"}, None), ({"CI": "0 ", "JENKINS_URL": "x"}, None),
    # CI=false is what jobs set for other tools (warnings that must not fail a build): not the override
    ({"CI": "false", "GITHUB_ACTIONS": "true"}, "GITHUB_ACTIONS"), ({"CI": "no", "JENKINS_URL": "x"}, "JENKINS_URL"),
    ({"CI": "false"}, None), ({"GITHUB_ACTIONS": ""}, None), ({}, None)])
def test_every_well_known_ci_marks_a_ci_job_and_only_ci_0_overrides_them(environ, marker):
    assert ci_marker(environ) == marker
    if marker is None:
        assert choose_update_mode(True, environ=environ) is UpdateMode.IN_PLACE
    else:
        with pytest.raises(UsageError, match=f"{marker} is set: fxgolden refuses to write goldens on CI"):
            choose_update_mode(True, environ=environ)


def test_update_mode_refused_on_ci():
    assert choose_update_mode(False, environ={"CI": "true"}) is UpdateMode.PENDING
    assert choose_update_mode(True, environ={}) is UpdateMode.IN_PLACE
    with pytest.raises(UsageError, match="refuses to write goldens on CI"):
        choose_update_mode(True, environ={"CI": "true"})


def test_the_manifest_layout_is_stable_and_any_value_round_trips(tmp_path):
    """The committed manifests render to their own bytes; a GPU name with quotes and backslashes reads back."""
    for committed in (ROOT / "goldens" / "cpu" / "profile.toml", ROOT / "goldens" / "cuda" / "profile.toml"):
        assert manifest.read(committed).render() == committed.read_text()
    odd = manifest.Manifest(profile="cuda", torch="2.11.0+cu130", python="3.12", normalizer=6,
                            extra={"gpu": 'NVIDIA "H100" 80GB \\ HBM3', "inductor.cpp.threads": "2"})
    path = tmp_path / "profile.toml"
    path.write_text(odd.render())
    assert manifest.read(path) == odd
