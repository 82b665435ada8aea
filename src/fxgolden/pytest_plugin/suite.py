"""The golden suite: one pytest item per case, collected by the plugin from the configured cases folder.

A project needs no suite file of its own. ``fxgolden.pytest_plugin.hooks`` answers
pytest's ``pytest_collect_directory`` for the cases folder with a
``GoldenSuite``: a ``pytest.Module`` whose module is this one, so the items are
ordinary ``pytest.Function`` items (fixtures, ``-k``, ``-m golden``, xdist and
syrupy's ``snapshot`` all work as in any test file). Their node ids read
``<cases folder>::test_golden[<case id>]``, e.g. ``cases::test_golden[tp/mlp]``.

This module is also the one owner of how a golden item is named and how its
case id is read back: from the item (its parameter), from a report (the
``fxgolden_case`` user property every item carries), or, where pytest hands
out a bare node id (xdist's collection and crash reports), from that id.
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

import pytest

if TYPE_CHECKING:
    from fxgolden.run.record import CaseRecord  # noqa: F401 (RESULT_KEY's type, named in a string)

TEST_NAME = "test_golden"
CASE_PROPERTY = "fxgolden_case"  # (name, case id) in every golden item's user_properties, hence its reports
RESULT_KEY = pytest.StashKey["CaseRecord"]()  # a golden item's record, for its report (the plugin reads every item's)


@pytest.mark.golden
def test_golden(fxgolden_case: Any, fxgolden: Any) -> None:
    """Run one case and compare its artifacts with their goldens (``fxgolden.pytest_plugin.session.CaseChecker``)."""
    fxgolden.check(fxgolden_case)


class GoldenSuite(pytest.Module):
    """The cases folder as a pytest collector: this module's ``test_golden``, one item per selected case."""

    def _getobj(self) -> Any:
        return sys.modules[__name__]  # this module: its test_golden is the suite's one test function

    def funcnamefilter(self, name: str) -> bool:
        """Only ``test_golden``, whatever ``python_functions`` the project configured."""
        return name == TEST_NAME

    def classnamefilter(self, name: str) -> bool:
        return False

    def reportinfo(self) -> tuple[Path, int | None, str]:
        return self.path, None, f"fxgolden cases in {self.name}"


def is_golden_item(item: pytest.Item) -> bool:
    """Whether ``item`` is one case of the golden suite (not pytest's placeholder for an empty selection)."""
    callspec = getattr(item, "callspec", None)
    if callspec is None or "fxgolden_case" not in callspec.params:
        return False  # any other test: the catalog's modules stay unimported
    from fxgolden.catalog.case import Case

    return isinstance(callspec.params["fxgolden_case"], Case)


def case_of_item(item: pytest.Item) -> Any:
    """The ``fxgolden.catalog.case.Case`` a golden item runs."""
    return item.callspec.params["fxgolden_case"]  # type: ignore[attr-defined]


def case_id_of_report(report: Any) -> str | None:
    """The case id a test report belongs to, from the item's user property; None for any other test."""
    for key, value in getattr(report, "user_properties", ()) or ():
        if key == CASE_PROPERTY:
            return str(value)
    return None


def case_id_of_nodeid(nodeid: str) -> str | None:
    """The case id of a golden item's node id; None for any other test.

    Only for hooks that receive a bare node id (``pytest_runtest_logstart``,
    xdist's collection report and its crash report); everything holding an
    item or a report uses ``case_of_item`` or ``case_id_of_report``.
    """
    marker = f"::{TEST_NAME}["
    if marker not in nodeid or not nodeid.endswith("]"):
        return None
    return nodeid[nodeid.index(marker) + len(marker): -1]


@dataclasses.dataclass(frozen=True)
class SuiteCommand:
    """The one builder of a pytest command line that runs the golden suite of a project.

    ``fxgolden run``, the nightly, the bench, the GPU tool and the tests build
    their invocations here; the suite is addressed by its cases folder, never by a
    file path.
    """

    cases_dir: Path
    root: Path

    def args(self, *, cases: Sequence[str] = (), profile: str | None = None, update: bool = False,
             extra: Sequence[str] = ()) -> list[str]:
        """pytest's arguments (no interpreter): the cases folder, the root, then the selection.

        Hypothesis's plugin is left out unless an argument names it: the suite runs no property-based test, and
        the plugin imports hypothesis at the session's end (a second of every run, where bytecode is not
        written: measured with PYTHONDONTWRITEBYTECODE=1, 5.6 s -> 4.6 s for a one-case run)."""
        argv = [str(self.cases_dir), "--rootdir", str(self.root), "-p", "no:cacheprovider"]
        if not any("hypothesis" in arg for arg in extra):
            argv += ["-p", "no:hypothesispytest"]
        if update:
            argv.append("--snapshot-update")
        if profile:
            argv += ["--fxgolden-profile", profile]
        for pattern in cases:
            argv += ["--fxgolden-case", pattern]
        return argv + list(extra)

    def command(self, python: str | Path, **kwargs: Any) -> list[str]:
        """The whole command: ``python -m pytest`` and ``args``."""
        return [str(python), "-m", "pytest", *self.args(**kwargs)]
