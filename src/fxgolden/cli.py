"""fxgolden: golden-file regression tests for torch.compile graphs of distributed patterns.

Workflow:
  1. `fxgolden run` (or `pytest`) compares every case with its goldens;
     mismatching actuals are kept in .fxgolden/pending for review.
  2. After an intended change, `pytest --snapshot-update` (or `fxgolden run --update`)
     regenerates goldens; failed invariant checks still fail and block the write.
  3. Review `git diff goldens/` like code and explain every golden change in the commit.
  4. `fxgolden list` shows the catalog.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Sequence

from fxgolden.errors import FxGoldenError


def _project(args: argparse.Namespace):  # noqa: ANN202 - Project
    from fxgolden.project import find_project

    return find_project(Path(args.root) if args.root else None)


def cmd_list(args: argparse.Namespace) -> int:
    """Print every case with its world, backend, artifacts, profiles and seed test."""
    from fxgolden.registry import discover, select

    project = _project(args)
    cases = select(discover(project.cases_dir), args.cases)
    for case in cases:
        profiles = ",".join(p for p in case.profiles if p not in case.unsupported) or "-"
        seed = f"{case.seed_test}" + (f" ({case.seed_file})" if case.seed_file else "")
        print(f"{case.id}\n    world: {case.world.describe()}\n    backend: {case.backend.value}"
              f"\n    artifacts: {case.describe_artifacts()}\n    profiles: {profiles}"
              + "".join(f"\n    not in {p}: {why}" for p, why in sorted(case.unsupported.items()))
              + (f"\n    seed: {seed}" if case.seed_test else ""))
    print(f"{len(cases)} cases")
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    """Run the golden suite through pytest (compare, or update with --update)."""
    import pytest

    project = _project(args)
    argv = [str(project.root / "tests" / "test_goldens.py"), "-q", "--rootdir", str(project.root),
            "-p", "no:cacheprovider"]
    if args.update:
        argv.append("--snapshot-update")
    if args.profile:
        argv += ["--fxgolden-profile", args.profile]
    for pattern in args.cases:
        argv += ["--fxgolden-case", pattern]
    if args.no_numerics:
        argv.append("--fxgolden-no-numerics")
    if args.workers:
        argv += ["-n", str(args.workers)]
    argv += args.pytest_args
    return int(pytest.main(argv))


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the `fxgolden` command."""
    parser = argparse.ArgumentParser(prog="fxgolden", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", help="project root (default: nearest folder with [tool.fxgolden])")
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="run the golden suite")
    run.add_argument("cases", nargs="*", help="case ids or globs (default: all)")
    run.add_argument("--update", action="store_true", help="regenerate goldens (pytest --snapshot-update)")
    run.add_argument("--profile", help="golden profile (default: cpu)")
    run.add_argument("--no-numerics", action="store_true", help="skip the eager reference comparison")
    run.add_argument("-n", "--workers", type=int, default=0, help="pytest-xdist workers")
    run.add_argument("pytest_args", nargs=argparse.REMAINDER, help="after --: passed to pytest")
    run.set_defaults(func=cmd_run)

    listing = sub.add_parser("list", help="list the catalog")
    listing.add_argument("cases", nargs="*", help="case ids or globs (default: all)")
    listing.set_defaults(func=cmd_list)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `fxgolden` console script."""
    args = build_parser().parse_args(argv)
    if getattr(args, "pytest_args", None) and args.pytest_args[0] == "--":
        args.pytest_args = args.pytest_args[1:]
    try:
        return int(args.func(args))
    except FxGoldenError as error:
        print(f"fxgolden: error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
