"""Every provenance line of a committed golden names a function its module has (``#> layers.0.ff:
pkg.mod.FeedForward.forward``): the module imported, the rest of the name found by ``getattr``, a
``<locals>``/``<lambda>`` step among code objects (``fxgolden.capture.qualnames.resolves``).

The catalog's cpu goldens are checked in this process, always. The titan example's need torchtitan, which
its own venv has (``examples/titan_llama3/.venv``): checked there, else here where torchtitan imports, else
skipped saying so. The cuda goldens come from another torch (profile.toml) on a GPU host: not read here.
"""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
from pathlib import Path

import pytest

from fxgolden.capture import provenance, qualnames

ROOT = Path(__file__).resolve().parents[1]
CATALOG = ROOT / "goldens" / "cpu"
TITAN = ROOT / "examples" / "titan_llama3"
_MARK = re.compile(r"^\s*#> [^:\n]*: (?P<function>\S+)$", re.MULTILINE)
MARKERS = {provenance.UNTRACED, provenance.GENERATED, provenance.NOT_FOUND}


def functions(goldens: Path) -> dict[str, str]:
    """Each function a provenance line of ``goldens`` names -> one golden that names it."""
    found: dict[str, str] = {}
    for path in sorted(goldens.rglob("*.py")):
        for match in _MARK.finditer(path.read_text()):
            found.setdefault(match.group("function"), str(path.relative_to(ROOT)))
    return found


def unresolved(names: dict[str, str]) -> dict[str, str]:
    """The names no function has (markers such as ``(generated code)`` are not names)."""
    return {name: where for name, where in names.items()
            if name not in MARKERS and not qualnames.resolves(name)}


@pytest.fixture
def catalog_importable(monkeypatch: pytest.MonkeyPatch) -> None:
    """The catalog's modules (``cases.models``) import as the golden suite imports them, from the root."""
    monkeypatch.syspath_prepend(str(ROOT))


@pytest.mark.usefixtures("catalog_importable")
def test_every_catalog_provenance_line_names_a_real_function() -> None:
    names = functions(CATALOG)
    assert len(names) > 20, names  # the catalog's goldens have provenance lines
    assert unresolved(names) == {}
    assert not {name for name in names if name.startswith("(")} - MARKERS


@pytest.mark.usefixtures("catalog_importable")
def test_the_check_fails_on_a_name_torchs_bare_frame_name_would_give() -> None:
    # the name provenance wrote before it read code objects: a method's bare name under its module
    assert unresolved({"cases.models.forward": "x", "cases.models.LinearReLUStack.forward": "y"}) == \
        {"cases.models.forward": "x"}


def test_every_titan_provenance_line_names_a_real_function() -> None:
    names = functions(TITAN / "tests" / "goldens")
    assert names
    python = TITAN / ".venv" / "bin" / "python"
    if python.exists():
        script = ("import json, sys\nfrom fxgolden.capture import qualnames\nnames = json.load(sys.stdin)\n"
                  "print(json.dumps(sorted(n for n in names if not n.startswith('(') and not qualnames.resolves(n))))")
        done = subprocess.run([str(python), "-c", script], input=json.dumps(list(names)), capture_output=True,
                              text=True, cwd=TITAN, timeout=600, check=False)
        assert done.returncode == 0, done.stderr[-3000:]
        assert {name: names[name] for name in json.loads(done.stdout)} == {}
    elif importlib.util.find_spec("torchtitan") is not None:
        assert unresolved(names) == {}
    else:
        pytest.skip("torchtitan is not importable here and examples/titan_llama3/.venv does not exist: "
                    "the titan goldens' provenance is checked where either is")
