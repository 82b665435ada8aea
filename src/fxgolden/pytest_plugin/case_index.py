"""The catalog as the last fully reused run declared it, so that an identical rerun imports no case module.

Why: a run whose every case reuses stored results compiles nothing, yet collecting it imported every case
module, and with them torch and the project's model library: most of such a run's seconds. What the pytest
process needs of a case to reuse its results and compare them with the goldens is its declaration (id,
world, checks, known issues, ...), not its body: a case that must compile after all runs in a child, which
imports the catalog itself (``isolation.Job`` names the case by id).

So when a run's selection was reused whole (``reuse_forecast``), its cases are kept here, each with its body
and graph transform left out (``_NOT_IMPORTED``), with the list of files that the collecting process had
imported (the cases, the project's packages: ``dependencies``). The next run of the same command line on
the same build, host and sources (the forecast's fingerprint) reads the cases back, when none of those
files changed, instead of importing them. The entry is refused, and the catalog imported as usual, where
any of that fails, or where a declaration names a function of a case module: unpickling it would import the
module anyway.
"""

from __future__ import annotations

import dataclasses
import io
import pickle
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fxgolden.base.files import atomic_write_bytes
from fxgolden.isolate import dependencies

if TYPE_CHECKING:
    from fxgolden.catalog.case import Case

FOLDER = "case-index"
_FORMAT = 1


def _not_imported(*args: Any, **kwargs: Any) -> Any:
    """A case's body or transform, read from the index: never run in this process (children import the catalog)."""
    raise RuntimeError("fxgolden: this case was read from the case index, not imported; its body runs in a child")


class _OwnModulesOnly(pickle.Unpickler):
    """Unpickles only what fxgolden and the standard library define: a case module's object would import it."""

    def find_class(self, module: str, name: str) -> Any:
        if not (module.startswith("fxgolden.") or module in _ALLOWED):
            raise pickle.UnpicklingError(f"{module}.{name} is no declaration fxgolden reads back without importing")
        return super().find_class(module, name)


_ALLOWED = frozenset({"builtins", "collections", "enum", "pathlib", "copyreg", "types", "fractions", "decimal"})


@dataclasses.dataclass(frozen=True)
class CaseIndex:
    """One command line's entry: ``path`` holds the fingerprint, the dependency list and the declarations."""

    path: Path
    fingerprint: str

    @classmethod
    def beside(cls, forecast_path: Path, fingerprint: str) -> "CaseIndex":
        """The entry for the command line whose reuse forecast is at ``forecast_path``."""
        return cls(forecast_path.parent.parent / FOLDER / forecast_path.name, fingerprint)

    def load(self, root: Path) -> dict[str, "Case"] | None:
        """The cases as stored, or None: no entry, another fingerprint, a changed file, anything unreadable."""
        try:
            with self.path.open("rb") as handle:
                stored_format, fingerprint, listed = pickle.load(handle)
                if stored_format != _FORMAT or fingerprint != self.fingerprint:
                    return None
                if dependencies.Tracker().change(listed, root=root) is not None:
                    return None
                cases = _OwnModulesOnly(io.BytesIO(handle.read())).load()
        except Exception:  # noqa: BLE001 - missing, torn, foreign or stale: import the catalog as usual
            return None
        return cases if isinstance(cases, dict) else None

    def save(self, cases: dict[str, "Case"], *, root: Path, started_ns: int) -> bool:
        """Keep ``cases`` (bodies left out) with the files this process imported; False where they cannot be read
        back without importing a case module, or a file changed since ``started_ns``."""
        declared = {case_id: dataclasses.replace(case, body=_not_imported,
                                                 transform=_not_imported if case.transform is not None else None)
                    for case_id, case in cases.items()}
        try:
            data = pickle.dumps(declared, protocol=pickle.HIGHEST_PROTOCOL)
            _OwnModulesOnly(io.BytesIO(data)).load()
        except Exception:  # noqa: BLE001 - a declaration that names a case module's object, or cannot be pickled
            return False
        listed = dependencies.Tracker().stamp(dependencies.loaded_sources(), root=root, inputs=(),
                                              not_before_ns=started_ns)
        if listed is None:
            return False
        head = pickle.dumps((_FORMAT, self.fingerprint, listed), protocol=pickle.HIGHEST_PROTOCOL)
        try:
            atomic_write_bytes(self.path, head + data)
        except OSError:
            return False
        return True

    def forget(self) -> None:
        """Remove the entry (a run that was not reused whole)."""
        try:
            self.path.unlink(missing_ok=True)
        except OSError:
            pass
