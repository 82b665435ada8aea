"""fxgolden: golden-file regression tests for torch.compile graphs of distributed patterns.

Workflow:
  0. `fxgolden init` sets fxgolden up in an existing repository: the [tool.fxgolden] table in
     pyproject.toml and a cases folder with one example case.
  1. `fxgolden run` (or `pytest`) compares every case with its goldens;
     mismatching actuals are kept in .fxgolden/pending for review.
  2. After an intended change, `pytest --snapshot-update` (or `fxgolden run --update`)
     regenerates goldens; failed invariant checks still fail and block the write.
  3. Review the git diff of the goldens folder like code and explain every golden change in the commit.
  4. `fxgolden list` shows the catalog.
  5. `fxgolden review` lists pending changes by label (riskiest first) and asks
     accept/reject/skip on a terminal; `fxgolden accept CASE...` / `fxgolden reject CASE...`
     decide without recompiling; `fxgolden review --git REV` classifies a PR's golden diff.
  6. `fxgolden nightly TORCH --out DIR` runs the catalog against another torch build in a fresh
     venv, compare-only, and writes JUnit XML, JSON, HTML, history and a trend plot.
  7. `fxgolden bench` times the suite phase by phase (cold/warm Inductor cache, 1/2 workers)
     against bare torch.compile; `--codegen-only` (run, capture, pytest) skips kernel builds.
"""

from __future__ import annotations

import argparse
import atexit
import os
import sys
import warnings
from pathlib import Path
from typing import NoReturn, Sequence

from fxgolden.base.errors import FxGoldenError, UsageError
from fxgolden.pytest_plugin import options

PATTERNS_HELP = ("case ids (tp/two_mlp[plain]), ids without their variant (tp/two_mlp: every variant), families (tp) "
                 "or globs ('tp/*'); default: all")


def _project(args: argparse.Namespace):  # noqa: ANN202 - Project
    """The project, once the command's --profile and case patterns are known to be usable (else exit 2)."""
    from fxgolden.base.profile import get_profile
    from fxgolden.base.project import find_project
    from fxgolden.catalog.selection import check_patterns

    if getattr(args, "profile", None) is not None:
        get_profile(args.profile)  # a profile names a folder below goldens/: only a known one
    check_patterns(getattr(args, "cases", None) or ())
    return find_project(Path(args.root) if args.root else None)


def cmd_list(args: argparse.Namespace) -> int:
    """Print every case with its world, backend, goldens per profile and seed test."""
    from fxgolden.catalog.registry import discover, select

    project = _project(args)
    cases = select(discover(project.cases_dir), args.cases)
    if args.profile:
        from fxgolden.base.versions import torch_version

        cases = [c for c in cases if c.runs_in(args.profile, torch_version())]
    if args.ids:
        print("\n".join(case.id for case in cases))
        return 0
    for case in cases:
        seed = f"{case.seed_test}" + (f" ({case.seed_file})" if case.seed_file else "")
        print(f"{case.id}\n    world: {case.world.describe()}\n    backend: {case.backend.value}"
              + "".join(f"\n    {line}" for line in _profile_lines(case, project))
              + "".join(f"\n    not in {p}: {why}" for p, why in sorted(case.unsupported.items()))
              + (f"\n    seed: {seed}" if case.seed_test else ""))
    print(f"{len(cases)} cases")
    return 0


def _profile_lines(case, project) -> list[str]:  # noqa: ANN001 - Case, Project
    """One line per profile the case has goldens in: the artifact files stored there, or how to make them."""
    from fxgolden.base.versions import torch_version
    from fxgolden.golden.store import GoldenStore

    lines = []
    for profile in case.effective_profiles:
        if not case.runs_in(profile, torch_version()):
            continue
        store = GoldenStore(project.goldens_dir, profile, project.pending_dir)
        files, folder = store.existing_files(case.id), project.relative(store.profile_dir)  # e.g. tests/goldens/cpu
        if files:
            lines.append(f"{folder}: {' '.join(files)}")
        elif profile == "cuda":
            lines.append(f"{folder}: none yet (expected without a GPU): make them on a machine with an NVIDIA GPU "
                         "(`python3 tools/gpu_goldens.py`), or declare profiles=(\"cpu\",) until then")
        else:
            lines.append(f"{folder}: none yet: `fxgolden run --update --profile {profile} '{case.id}'`")
    return lines or [f"{project.relative(project.goldens_dir)}: none (no profile runs it yet)"]


def cmd_run(args: argparse.Namespace) -> int:
    """Run the golden suite through pytest (compare, or update with --update)."""
    import pytest

    from fxgolden.pytest_plugin.suite import SuiteCommand

    project = _project(args)
    # this command imported fxgolden (and syrupy) before pytest could rewrite their asserts: say it once, here
    quiet = [*_quiet_unless_verbose(args.pytest_args),
             "-W", "ignore:Module already imported so cannot be rewritten:pytest.PytestAssertRewriteWarning"]
    argv = SuiteCommand(project.cases_dir, project.root).args(cases=args.cases, update=args.update,
                                                              extra=[*quiet, *args.pytest_args])
    argv += options.pytest_argv(args)  # --profile, --timeout, -j ...: the pytest options they stand for
    if args.workers:
        argv += ["-n", str(args.workers)]
    from fxgolden.review import step_summary

    # on GitHub Actions (GITHUB_STEP_SUMMARY), the job's page gets this run's root causes, or its passing line
    summary = step_summary.RunSummary() if step_summary.path() is not None else None
    status = exit_code(int(pytest.main(argv, plugins=[summary] if summary is not None else [])))
    if summary is not None:
        summary.append(status)
    return status


def _quiet_unless_verbose(pytest_args: Sequence[str]) -> list[str]:
    """``-q``, unless pytest's arguments after ``--`` ask for ``-v``: then as verbose as pytest itself would be
    (a ``-q`` here would cancel one ``-v``)."""
    verbose = any(arg == "--verbose" or (arg.startswith("-v") and set(arg[1:]) == {"v"}) for arg in pytest_args)
    return [] if verbose else ["-q"]


def exit_code(pytest_status: int) -> int:
    """fxgolden's exit codes from pytest's: 0 all passed, 1 a case failed, 2 the run could not do its work.

    pytest's 2 (interrupted), 3 (internal error), 4 (usage error) and 5 (no test collected) all mean
    that the selection was not checked, which every fxgolden command reports as 2.
    """
    return pytest_status if pytest_status in (0, 1) else 2


def cmd_init(args: argparse.Namespace) -> int:
    """Set fxgolden up in the repository at --root (default: here); writes nothing when anything is in the way."""
    from fxgolden.init import init

    print("\n".join(init(Path(args.root or "."), cases=args.cases, goldens=args.goldens)))
    return 0


def _timeout_s(args: argparse.Namespace) -> float | None:
    """The per-case time limit a command was given (``--timeout``; 0: none), or the default."""
    timeout = args.fxgolden_timeout
    return options.DEFAULT_TIMEOUT_S if timeout is None else (timeout or None)


def cmd_capture(args: argparse.Namespace) -> int:
    """Run cases and write their artifacts (normalized, and raw with --raw) to a folder; no goldens touched.

    Each case runs in a fresh child of the command's one ``Isolation``, with the time limit and the
    process-group cleanup of `fxgolden run`; closing it stops the fork server and anything left over.
    """
    from fxgolden.base.errors import CaseError
    from fxgolden.catalog.registry import discover, select
    from fxgolden.isolate.isolation import Isolation

    project = _project(args)
    spec = _capture_spec(args, project)
    failed = 0
    with Isolation(project.cases_dir, timeout_s=_timeout_s(args)) as processes:
        for case in select(discover(project.cases_dir), args.cases):
            try:
                run = processes.run_case(case, spec, echo=False)
            except CaseError as error:
                failed += 1
                print(f"FAILED {error}" + (f"\n{error.detail}" if error.detail else ""), file=sys.stderr)
                continue
            failed += _write_capture(run, case.id, Path(args.out), raw=args.raw)
    return 1 if failed else 0


def _capture_spec(args: argparse.Namespace, project):  # noqa: ANN001, ANN202 - Project, RunSpec
    """How `fxgolden capture` runs every case: its profile and the options it was given."""
    from fxgolden.isolate.memory import cap_bytes
    from fxgolden.run.spec import RunSpec

    return RunSpec(profile=args.fxgolden_profile or project.default_profile,
                   numerics=not (args.fxgolden_no_numerics or args.fxgolden_fake_tensors),
                   codegen_only=args.fxgolden_codegen_only, fake_tensors=args.fxgolden_fake_tensors,
                   real_tensors=args.fxgolden_real_tensors, max_memory_bytes=cap_bytes(args.fxgolden_max_memory),
                   project_root=str(project.root))


def _write_capture(run, case_id: str, out: Path, *, raw: bool) -> bool:  # noqa: ANN001 - CaseRun
    """Write ``run``'s artifacts (and raw captures) under ``out``/``case_id`` and print its line; True when a
    check or the numerics failed."""
    from fxgolden.base.files import atomic_write_text

    folder = out / case_id
    for artifact in run.artifacts.values():
        atomic_write_text(folder / artifact.filename, artifact.text)
    if raw:
        for name, text in run.raw.items():
            atomic_write_text(folder / "raw" / f"{name.stem}.txt", text)
    problems = [c.message for c in run.failed_checks]
    if run.numerics is not None and not run.numerics.ok:
        problems.append(f"numerics: {run.numerics.message}")
    status = "ok" if not problems else "checks/numerics failed"
    print(f"{case_id}: {len(run.artifacts)} artifacts, {status}, {sum(run.timings.values()):.1f}s")
    for problem in problems:
        print("  " + problem.replace("\n", "\n  "))
    return bool(problems)


def cmd_ranks(args: argparse.Namespace) -> int:
    """Print, per selected case, which ranks of its world would compile other graphs and how (exit 1 on an error)."""
    from fxgolden.base.errors import CaseError
    from fxgolden.catalog.registry import discover, select
    from fxgolden.isolate.isolation import Isolation
    from fxgolden.isolate.memory import cap_bytes
    from fxgolden.isolate.rank_compare import compare_ranks
    from fxgolden.run.spec import RunSpec

    project = _project(args)
    spec = RunSpec(profile=args.fxgolden_profile or project.default_profile, numerics=False,
                   fake_tensors=args.fxgolden_fake_tensors,
                   max_memory_bytes=cap_bytes(args.fxgolden_max_memory),
                   project_root=str(project.root))
    failed = 0
    with Isolation(project.cases_dir, timeout_s=_timeout_s(args)) as processes:
        for case in select(discover(project.cases_dir), args.cases):
            try:
                print("\n".join(compare_ranks(case, spec, processes=processes)))
            except CaseError as error:
                failed += 1
                print(f"FAILED {error}", file=sys.stderr)
    return 1 if failed else 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the `fxgolden` command."""
    parser = argparse.ArgumentParser(prog="fxgolden", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", help="project root (default: nearest folder with [tool.fxgolden])")
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="run the golden suite",
                         usage="fxgolden run [options] [cases ...] [-- PYTEST_ARGS ...]",
                         epilog="Everything after a lone -- goes to pytest unchanged, e.g. "
                                "`fxgolden run tp/mlp -- -x -p myplugin`.")
    run.add_argument("cases", nargs="*", help=PATTERNS_HELP)
    run.add_argument("--update", action="store_true", help="regenerate goldens (pytest --snapshot-update)")
    options.add_to_cli(run, "profile", "no-numerics", "fake-tensors", "real-tensors", "codegen-only", "jobs",
                       "timeout", "max-memory", "no-result-cache")
    run.add_argument("-n", "--workers", type=int, default=0, help="pytest-xdist workers")
    run.set_defaults(pytest_args=[])
    run.set_defaults(func=cmd_run)

    capture = sub.add_parser("capture", help="run cases (each in its own process) and write their artifacts to a "
                                             "folder (no goldens)")
    capture.add_argument("cases", nargs="*", help=PATTERNS_HELP)
    capture.add_argument("--out", required=True, help="folder to write <case id>/<artifact> files into")
    capture.add_argument("--raw", action="store_true", help="also write un-normalized captures under raw/")
    options.add_to_cli(capture, "profile", "timeout", "max-memory", "no-numerics", "fake-tensors", "real-tensors",
                       "codegen-only")
    capture.set_defaults(func=cmd_capture)

    ranks = sub.add_parser("ranks", help="group a case's ranks by the shard shapes its compiled graphs take, capture "
                                         "one rank of each other group and show how its graphs differ (no goldens)")
    ranks.add_argument("cases", nargs="+", help=PATTERNS_HELP)
    options.add_to_cli(ranks, "profile", "timeout", "max-memory", "fake-tensors")
    ranks.set_defaults(func=cmd_ranks)

    listing = sub.add_parser("list", help="list the catalog")
    listing.add_argument("cases", nargs="*", help=PATTERNS_HELP)
    listing.add_argument("--profile", help="only cases with goldens in this profile")
    listing.add_argument("--ids", action="store_true", help="print case ids only, one per line")
    listing.set_defaults(func=cmd_list)

    init = sub.add_parser("init", help="set fxgolden up in an existing repository: the [tool.fxgolden] table, "
                                       "a cases folder with one example case, .fxgolden/ in .gitignore, the "
                                       "goldens' line in .gitattributes")
    init.add_argument("--root", default=argparse.SUPPRESS, help="the repository's root (default: the current folder)")
    init.add_argument("--cases", help="the cases folder (default: tests/fxgolden_cases beside a tests/ folder, "
                                      "else fxgolden_cases)")
    init.add_argument("--goldens", help="the goldens folder (default: tests/goldens beside a tests/ folder, "
                                        "else goldens)")
    init.set_defaults(func=cmd_init)

    from fxgolden.nightly.command import add_parser as add_nightly_parser
    from fxgolden.review.commands import add_parsers as add_review_parsers

    add_review_parsers(sub)  # review, accept, reject
    add_nightly_parser(sub)  # nightly
    from fxgolden.bench.command import add_parser as add_bench_parser

    add_bench_parser(sub)  # bench
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `fxgolden` console script; exit codes: 0 ok, 1 a case failed or drifted, 2 could not run."""
    # torch warns on import when NumPy is missing or too new; no fxgolden command needs NumPy.
    warnings.filterwarnings("ignore", message="Failed to initialize NumPy", category=UserWarning)
    try:
        args = parse_args(list(sys.argv[1:] if argv is None else argv))
        return int(args.func(args))
    except FxGoldenError as error:
        print(f"fxgolden: error: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # `fxgolden list | head`: the reader left; say nothing more (Python's documented idiom)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def console_main() -> NoReturn:
    """The ``fxgolden`` console script and ``python -m fxgolden``: ``main``, then exit without tearing torch down.

    With torch, Dynamo, Inductor and the catalog imported, Python's finalization
    (clearing every module, freeing every object) takes about a second after the
    command is done: 1.07 s measured after the last atexit handler, a fifth of a
    run whose results are all reused. So the process ends with ``os._exit`` once
    its output is flushed and the atexit handlers (logging, multiprocessing,
    torch's worker pools) have run: all a normal exit does but the finalization.
    An exception ``main`` does not handle exits as Python exits on it. Tests call
    ``main``, which returns.
    """
    try:
        status = main()
    except SystemExit as exiting:  # argparse's --help and bad command lines
        status = _exit_status(exiting.code)
    except KeyboardInterrupt:  # Ctrl-C before pytest's session holds it (while pytest loads its plugins)
        print("fxgolden: interrupted", file=sys.stderr)
        status = 2  # as an interrupted pytest session (``exit_code``)
    _flush_standard_streams()
    atexit._run_exitfuncs()  # noqa: SLF001 - the one way to run them before os._exit
    _flush_standard_streams()
    os._exit(status)


def _exit_status(code: object) -> int:
    """The status ``sys.exit(code)`` gives: None is 0, an int is itself, anything else is printed and is 1."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


def _flush_standard_streams() -> None:
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a reader that left (`| head`), or a stream already closed
            pass


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """Parse a command line as `fxgolden` does (argparse exits 2 on a bad one); everything after `--` goes to pytest."""
    argv = list(argv)
    # Split at the first lone `--` before argparse sees it: argparse would match pytest's own options
    # (`-p x`, `-k x`) against fxgolden's, or swallow them into the case list.
    passthrough: list[str] = []
    if "--" in argv:
        cut = argv.index("--")
        argv, passthrough = argv[:cut], argv[cut + 1:]
    args = build_parser().parse_args(argv)
    if passthrough:
        if args.command != "run":
            raise UsageError(f"arguments after -- go to pytest, and only `fxgolden run` starts pytest "
                             f"(this is fxgolden {args.command})")
        args.pytest_args = passthrough
    return args


if __name__ == "__main__":
    console_main()
