"""`fxgolden nightly` (and tools/nightly.py): the nightly regression job, end to end.

  fxgolden nightly torch==2.14.1 --out nightly-out [--shard 1/4] [--jobs 2] [--case 'core/*']

Exit codes: 0 nothing drifted, 1 a case drifted, failed, errored, crashed or
timed out, 2 the job could not run (bad torch spec, pip failure, unwritable
output folder, a Python that cannot import torch, this fxgolden or the
project's cases, pytest could not start).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import datetime
import os
import shutil
import sys
import tempfile
import threading
from pathlib import Path
from typing import Callable, Sequence, TextIO

from fxgolden.base.errors import FxGoldenError, UsageError
from fxgolden.golden.store import GoldenStore
from fxgolden.nightly import InfrastructureError, environment, execute, history, results
from fxgolden.nightly.results import CaseStatus, Status
from fxgolden.nightly.torchspec import SourceKind, parse_source
from fxgolden.run.record import Outcome


def check_writable(out: Path) -> None:
    """Create ``out`` and prove a file can be written there, or say why not (exit 2)."""
    try:
        out.mkdir(parents=True, exist_ok=True)
        probe = out / ".fxgolden-write-test"
        probe.write_text("ok")
        probe.unlink()
    except OSError as error:
        raise InfrastructureError(f"output folder {out} is not writable: {error.strerror or error}\n"
                                  "  fix: pass --out with a folder you can write") from error


def _expected(ours: environment.FxgoldenSource, project: environment.ProjectSource, *,
              python_given: bool) -> execute.Expected:
    """What the preflight requires of the nightly's Python: this fxgolden and, when it is a distribution, the project.

    Only an editable fxgolden names its file: another copy of the same version then lacks the local changes.
    """
    import fxgolden

    project_args = None if project.skipped else ("-e", project.requirement)
    own = project_args if project_args and environment.is_own_tree(ours, project) else None
    return execute.Expected(ours.version, own or ours.pip_args,
                            fxgolden_file=fxgolden.__file__ if ours.editable else "", project_args=project_args,
                            python_given=python_given)


def _records(selected: Sequence[str], run: execute.PytestRun, *, timeout_s: int) -> list[CaseStatus]:
    reports, starts = results.read_events(run.events)
    if not reports and run.returncode not in (0, 1):
        tail = "\n".join(run.log.read_text(errors="replace").strip().splitlines()[-20:])
        raise InfrastructureError(f"pytest ran no case (exit {run.returncode}); its log {run.log} ends:\n{tail}")
    records = []
    for case in selected:
        events = reports.get(case)
        if events:
            records.append(results.case_status(events, started=starts.get(case), timeout_s=timeout_s))
        elif case in starts:
            records.append(CaseStatus(case, Status.TIMEOUT, message="killed with the whole run (whole-run limit)"))
        else:
            why = "never reached: the run was killed" if run.returncode is None else "no result reported"
            records.append(CaseStatus(case, Status.NOT_RUN if run.returncode is None else Status.ERROR, message=why))
    return records


def _failures(store: GoldenStore) -> list:
    """The checks that failed in this run, from the pending actuals' sidecars (``rootcause.Failure``)."""
    from fxgolden.golden.pending import failed_checks_of
    from fxgolden.review import pending, rootcause

    return [rootcause.Failure(entry.case_id, entry.filename, failure.headline)
            for entry in pending.scan(store) for failure in failed_checks_of(entry.path)]


_ERRORED = (Status.ERROR, Status.CRASH, Status.TIMEOUT)


def _errors(records: Sequence[CaseStatus]) -> list:
    """The cases that raised, crashed or timed out, with their messages (``rootcause.CaseErrorText``)."""
    from fxgolden.review import rootcause

    return [rootcause.CaseErrorText(r.case, f"{r.status}: {r.message}" if r.status is not Status.ERROR else r.message)
            for r in records if r.status in _ERRORED]


def _label(records: list[CaseStatus], store: GoldenStore) -> tuple[list[CaseStatus], list]:
    """Attach labels from the work copy's pending actuals (and orphaned goldens) to each record."""
    from fxgolden.review import pending

    changes = pending.load_changes(pending.scan(store), store)
    labelled = []
    for record in records:
        labels = {str(l) for c in changes if c.case_id == record.case for l in c.labels}
        if Outcome.ORPHANED in record.outcomes.values():
            labels.add("removed")
        if Outcome.STALE in record.outcomes.values():
            labels.add("stale")
        ordered = tuple(sorted(labels, key=lambda l: _risk(l)))
        labelled.append(dataclasses.replace(record, labels=ordered))
    return labelled, changes


def _explain(causes: list, python: Path, work: Path, store: GoldenStore, out: Path, args: argparse.Namespace,
             torch: str, err: TextIO) -> dict:
    """Find the compiler setting behind each root cause that a setting can explain; bounded by --explain-budget."""
    import json
    import time

    from fxgolden.golden.pending import failed_checks_of
    from fxgolden.nightly import explain
    from fxgolden.review import pending, rootcause

    wanted = [c for c in causes if c.label in (*explain.EXPLAINED_LABELS, rootcause.ERROR, rootcause.CHECK_FAILED)]
    if not wanted:
        return {}
    start = time.monotonic()
    deadline = start + args.explain_budget
    env = execute.clean_env()
    driver = explain.dump_defaults(explain.old_defaults_python(), cwd=work, env=env)
    tested = explain.dump_defaults(python, cwd=work, env=env)
    goldens_torch = _goldens_torch(store)
    unavailable = explain.why_not_consulted(goldens_torch, driver, tested)
    if unavailable:  # never claim that no setting changed when the goldens' torch was not asked
        print(f"nightly: not explaining {len(wanted)} root causes: {unavailable}", file=err)
        for cause in wanted:
            cause.explanation = explain.Explanation([], 0, 0.0, "not-consulted", reason=unavailable).sentence(torch)
        return {"seconds": round(time.monotonic() - start, 1), "reruns": 0, "candidates": None,
                "root_causes": len(wanted), "budget_s": args.explain_budget, "not_consulted": unavailable}
    settings = explain.candidates(driver, tested)
    print(f"nightly: explaining {len(wanted)} root causes: {len(settings)} compiler settings differ between "
          f"torch {goldens_torch} (the goldens') and torch {tested.get('torch')}; budget {args.explain_budget} s",
          file=err)
    seen: dict[tuple[str, str, str], bool] = {}  # (case, cause, overrides' JSON)
    reruns = 0
    lock = threading.Lock()  # over seen, reruns and explaining: root causes of different cases run side by side

    def still_there(cause, record: CaseStatus | None) -> bool:  # noqa: ANN001 - a RootCause
        """Whether a rerun of the cause's case (just done: its pending files are that run's) still shows the row's
        signature (``compiler_bisector``'s pass/fail)."""
        rep = cause.representative
        if rep is not None:  # a drift: the representative artifact's change against its golden
            outcome = record.outcomes.get(rep.filename) if record else None
            now = pending.load_changes([e for e in pending.scan(store) if e.key == rep.key], store)
            return not explain.cause_gone(outcome, now, cause)
        if cause.errors:  # an error: the case still raises the same (masked) error
            return record is not None and record.status in _ERRORED and \
                rootcause.error_signature(record.message) == rootcause.error_signature(cause.errors[0].message)
        failure = cause.failures[0]  # a failed check: it still fails on the same artifact
        path = store.pending_path(failure.case_id, failure.filename)
        return failure.check in {f.headline for f in failed_checks_of(path)} if path.exists() else False

    every = json.dumps(explain.overrides(settings), sort_keys=True)
    all_gone: dict[str, bool] = {}  # cause key -> whether reverting every setting made it go
    if settings and len(wanted) > 1 and time.monotonic() < deadline:
        # One run of every root cause's case with every setting reverted, two cases at once: a change it leaves
        # is explained by no subset (most rows of a new torch), and each such row then costs no rerun of its own.
        cases = sorted({_case_of(cause) for cause in wanted})
        folder = out / "explain" / "every-setting-reverted"
        folder.mkdir(parents=True, exist_ok=True)
        run = execute.run_pytest(python, work, cases, out=folder, jobs=args.jobs, timeout_s=args.timeout,
                                 extra_env={explain.CONFIG_ENV: every})
        records = dict(zip(cases, _records(cases, run, timeout_s=args.timeout)))
        reruns += 1
        for cause in wanted:
            all_gone[cause.key] = gone = not still_there(cause, records.get(_case_of(cause)))
            seen[(_case_of(cause), cause.key, every)] = gone

    def rerun_of(cause) -> Callable[[dict], bool]:  # noqa: ANN001 - a RootCause: the rerun of its representative
        case_id = _case_of(cause)

        def rerun(overrides: dict) -> bool:
            nonlocal reruns
            key = (case_id, cause.key, json.dumps(overrides, sort_keys=True))
            with lock:
                if key in seen:
                    return seen[key]
                reruns += 1
                folder = out / "explain" / _folder_name(case_id)  # a run's events and log, apart from the other's
            folder.mkdir(parents=True, exist_ok=True)
            run = execute.run_pytest(python, work, [case_id], out=folder, jobs=1, timeout_s=args.timeout,
                                     extra_env={explain.CONFIG_ENV: key[2]})
            records = _records([case_id], run, timeout_s=args.timeout)
            gone = not still_there(cause, records[0] if records else None)
            with lock:
                seen[key] = gone
            return gone
        return rerun

    explaining: list[list] = []  # the sets that explained a root cause: tried first on the others

    def explain_one(cause) -> None:  # noqa: ANN001 - a RootCause
        with lock:
            known = list(explaining)
        found = explain.explain(settings, rerun_of(cause), max_reruns=args.explain_reruns, deadline=deadline,
                                known=known, all_gone=all_gone.get(cause.key),
                                shared_by=len(wanted) if cause.key in all_gone else 0)
        with lock:
            if found.outcome == "explained" and found.settings not in explaining:
                explaining.append(found.settings)
            cause.explanation = found.sentence(torch, old_torch=goldens_torch)
            cause.explained_by = tuple(str(s) for s in found.settings)  # empty unless explained
            print(f"nightly: [{cause.label}] {cause.description[:80]}: {cause.explanation}", file=err)

    each_case_in_turn(wanted, explain_one, jobs=args.jobs)
    return {"seconds": round(time.monotonic() - start, 1), "reruns": reruns, "candidates": len(settings),
            "root_causes": len(wanted), "budget_s": args.explain_budget, "at_once": max(1, args.jobs)}


def each_case_in_turn(causes: Sequence, work: Callable[..., None], *, jobs: int) -> None:
    """``work(cause)`` for every root cause, ``jobs`` cases at a time: one case's causes one after another, in
    their order, since a case's reruns write the same pending files. Each rerun is a process of one case, so
    two cases side by side use two cores where one at a time left one idle."""
    by_case: dict[str, list] = {}
    for cause in causes:
        by_case.setdefault(_case_of(cause), []).append(cause)

    def in_turn(group: list) -> None:
        for cause in group:
            work(cause)

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        for done in [pool.submit(in_turn, group) for group in by_case.values()]:
            done.result()


def _case_of(cause) -> str:  # noqa: ANN001 - a RootCause
    """The case a root cause is rerun with: its representative artifact's, else its first error's or failure's."""
    rep = cause.representative
    return rep.case_id if rep else (cause.errors or cause.failures)[0].case_id


def _folder_name(case_id: str) -> str:
    """A case id as one folder name (``tp/two_mlp[plain]`` -> ``tp__two_mlp[plain]``)."""
    return case_id.replace("/", "__")


def _goldens_torch(store: GoldenStore) -> str:
    """The torch that made the goldens, as their profile's manifest records it ("unknown" without one)."""
    from fxgolden.base.errors import GoldenFileError
    from fxgolden.golden import manifest as manifest_mod

    try:
        return manifest_mod.read(store.manifest_path).torch
    except GoldenFileError:
        return "unknown (the profile has no readable manifest)"


def _risk(label: str) -> int:
    from fxgolden.review.classify import Label

    return Label(label).risk if label in Label._value2member_map_ else len(Label)


def _counts(records: Sequence[CaseStatus]) -> dict[str, int]:
    by = {s: sum(1 for r in records if r.status is s) for s in Status}
    return {"cases": len(records), "ok": by[Status.OK], "changed": by[Status.DRIFT], "failed": by[Status.FAILED],
            "errored": by[Status.ERROR] + by[Status.CRASH] + by[Status.TIMEOUT], "crashed": by[Status.CRASH],
            "timed_out": by[Status.TIMEOUT], "not_run": by[Status.NOT_RUN], "xfail": by[Status.XFAIL],
            "fixed_upstream": by[Status.FIXED_UPSTREAM]}


def _write_outputs(out: Path, args: argparse.Namespace, run_info: dict, records: list[CaseStatus], changes: list,
                   causes: list, torch: str, err: TextIO) -> None:
    from fxgolden.review.render_html import StatusRow, render_page

    results.write_json(out / "results.json", run_info, records, torch, root_causes=[c.as_json() for c in causes])
    by_case: dict[str, list[str]] = {}
    for cause in causes:
        for case in cause.cases:
            by_case.setdefault(case, []).append(f"{cause.label}: {cause.description}"
                                                + (f" ({cause.explanation})" if cause.explanation else ""))
    results.write_junit(out / "junit.xml", records, suite=f"fxgolden-nightly torch {torch}", causes_by_case=by_case)
    rank = {"fixed-upstream": 0, "failed": 1, "error": 1, "crash": 1, "timeout": 1, "drift": 2}
    ordered = sorted(records, key=lambda r: rank.get(str(r.status), 3))  # stable: catalog order within a status
    rows = [StatusRow(r.case, str(r.status), r.labels, r.seconds, r.message) for r in ordered]
    counts = run_info["counts"]
    totals = (f"{run_info['started']} · shard {run_info['shard']} · {counts['cases']} cases: {counts['changed']} "
              f"changed, {counts['failed']} failed, {counts['errored']} errored")
    page = render_page(changes, causes=causes, title=f"fxgolden nightly: torch {torch}", statuses=rows,
                       subtitle=totals)
    from fxgolden.base.files import atomic_write_text

    atomic_write_text(out / "report.html", page)
    history_path = Path(args.history) if args.history else out / "history.jsonl"
    history.append(history_path, {k: run_info[k] for k in ("started", "torch", "spec", "shard", "counts",
                                                           "compile_s", "wall_s", "exit_code")})
    past = history.read(history_path)
    for warning in past.warnings:
        print(f"warning: {warning}", file=err)
    try:
        from fxgolden.nightly.plot import write_trend

        write_trend(out / "trend.png", past.runs)
    except ImportError as error:
        print(f"warning: no trend plot ({error}); install fxgolden[nightly]", file=err)
    from fxgolden.review import step_summary

    # on GitHub Actions, the run's page shows the root causes; the report holds every case and diff
    step_summary.append_causes(causes, title=f"fxgolden nightly: torch {torch}", totals=totals,
                               full_report=str(out / "report.html"), err=err)


def run_nightly(args: argparse.Namespace, *, out_stream: TextIO | None = None, err: TextIO | None = None) -> int:
    """The whole job; returns the exit code (0 no drift, 1 drift); raises FxGoldenError for exit 2."""
    out_stream, err = out_stream or sys.stdout, err or sys.stderr
    if args.snapshot_update:
        raise UsageError("the nightly job never writes goldens (it is compare-only); regenerate goldens locally "
                         "with `fxgolden run --update` and review the diff")
    try:
        index, total = execute.parse_shard(args.shard)
    except ValueError as error:
        raise UsageError(str(error)) from error
    from fxgolden.catalog.selection import check_patterns

    check_patterns(args.cases)  # before minutes of venv building
    source = parse_source(args.torch, python=args.python)
    out = Path(args.out).resolve()
    check_writable(out)
    from fxgolden.base.project import find_project

    project = find_project(Path(args.root) if args.root else None)
    ours, installed = environment.running_fxgolden(), environment.project_source(project.root, project.extras)
    env = environment.prepare(source, project=installed, fxgolden=ours,
                              venv=Path(args.venv) if args.venv else None, fresh=args.fresh_venv,
                              log=lambda m: print(m, file=err))
    expected = _expected(ours, installed, python_given=source.kind is SourceKind.INTERPRETER)
    work_parent = Path(tempfile.mkdtemp(prefix="fxgolden-nightly-"))
    try:
        work = execute.make_work_copy(project.root, work_parent / "work", cases_dir=project.cases_dir,
                                      goldens_dir=project.goldens_dir)
        catalog = execute.probe(env.python, work, expected, warn=lambda m: print(m, file=err))
        from fxgolden.pytest_plugin import durations

        recorded = durations.load(durations.path_in(project.pending_dir), project.default_profile)
        selected = execute.shard(execute.select_cases(catalog.cases, args.cases), index, total, recorded)
        if not selected:
            raise UsageError(f"no case selected (patterns {args.cases or 'none'}, shard {args.shard}); "
                             "`fxgolden list` shows every case id")
        print(f"nightly: torch {catalog.torch}, {len(selected)} cases, shard {args.shard}, {args.jobs} jobs", file=err)
        started = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
        run = execute.run_pytest(env.python, work, selected, out=out, jobs=args.jobs, timeout_s=args.timeout,
                                 on_progress=execute.progress_bar(err))
        records = _records(selected, run, timeout_s=args.timeout)
        profile = project.default_profile
        store = GoldenStore(work / project.goldens_dir.relative_to(project.root), profile, work / ".fxgolden")
        records, changes = _label(records, store)
        if (work / ".fxgolden").is_dir():
            shutil.rmtree(out / "actuals", ignore_errors=True)
            shutil.copytree(work / ".fxgolden", out / "actuals")
        from fxgolden.review import rootcause, row_merging

        failures = _failures(store)
        by_case: dict[str, list[str]] = {}
        for failure in failures:
            by_case.setdefault(failure.case_id, []).append(failure.check)
        records = results.with_failed_checks(records, by_case)
        causes = rootcause.group(changes, failures=failures, errors=_errors(records))
        explained = {} if args.no_explain else _explain(causes, env.python, work, store, out, args, catalog.torch, err)
        causes = row_merging.merge_explained(causes)
    finally:
        if not args.keep_work:
            shutil.rmtree(work_parent, ignore_errors=True)
    counts = _counts(records)
    code = 1 if any(r.status.bad for r in records) else 0
    run_info = {"started": started, "torch": catalog.torch, "spec": source.value, "shard": args.shard,
                "jobs": args.jobs, "timeout_s": args.timeout, "counts": counts, "exit_code": code,
                "compile_s": round(sum(r.timings.get("compile", 0.0) for r in records), 3),
                "wall_s": round(run.wall_s, 3), "pytest_exit": run.returncode}
    if explained:
        run_info["explain"] = explained
    _write_outputs(out, args, run_info, records, changes, causes, catalog.torch, err)
    if causes:
        print("\n".join(rootcause.text_lines(causes, diff=False)), file=out_stream)
    _print_summary(records, counts, out, out_stream)
    return code


def _print_summary(records: Sequence[CaseStatus], counts: dict[str, int], out: Path, stream: TextIO) -> None:
    for record in records:  # first: a known issue gone on this torch asks for new goldens and a narrower range
        if record.status is Status.FIXED_UPSTREAM:
            print(f"fixed upstream (xpass): {record.case}: update its goldens and narrow its known issue's torch "
                  "range", file=stream)
    for record in records:
        if record.status.bad:
            labels = f" [{', '.join(record.labels)}]" if record.labels else ""
            first = record.message.strip().splitlines()[0][:160] if record.message.strip() else ""
            print(f"{record.status}: {record.case}{labels}" + (f"  ({first})" if first and not labels else ""),
                  file=stream)
            for finding in record.malformed:  # a golden no run can compare with: the file and what is wrong
                print(f"  malformed golden: {finding}", file=stream)
    print(f"{counts['cases']} cases: {counts['ok']} ok, {counts['changed']} changed, {counts['failed']} failed, "
          f"{counts['errored']} errored ({counts['crashed']} crashed, {counts['timed_out']} timed out), "
          f"{counts['not_run']} not run, {counts['xfail']} xfail, {counts['fixed_upstream']} fixed upstream",
          file=stream)
    print(f"outputs: {out}/results.json junit.xml report.html trend.png history.jsonl", file=stream)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The nightly's options (shared by `fxgolden nightly` and tools/nightly.py)."""
    parser.add_argument("torch", nargs="?", help="torch requirement (e.g. torch==2.14.1) or a torch wheel path")
    parser.add_argument("--out", required=True, help="output folder (JUnit, JSON, HTML, history, trend plot)")
    parser.add_argument("--python", help="run with this existing interpreter's environment instead of a new venv "
                             "(a path or a name on PATH, e.g. python3)")
    parser.add_argument("--venv", help="venv folder (default: ~/.cache/fxgolden/nightly/venv-<hash>, reused)")
    parser.add_argument("--fresh-venv", action="store_true", help="rebuild the venv even if it is complete")
    parser.add_argument("--shard", default="1/1", help="run the i-th of N slices of the catalog, e.g. 2/4")
    parser.add_argument("--case", "--fxgolden-case", dest="cases", action="append", default=[],
                        help="only the cases this pattern names: an id, an id without its variant, a family or "
                             "a glob (repeatable)")
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1, help="cases at once (default: cores)")
    parser.add_argument("--timeout", type=int, default=600, help="per-case timeout in seconds (default 600)")
    parser.add_argument("--history", help="history file to append to (default: OUT/history.jsonl)")
    parser.add_argument("--keep-work", action="store_true", help="keep the throw-away project copy (debugging)")
    parser.add_argument("--no-explain", action="store_true",
                        help="skip finding the compiler setting behind each overlap/structural/args/reorder/"
                             "kernel-body root cause")
    parser.add_argument("--explain-budget", type=int, default=900, metavar="SECONDS",
                        help="time for those reruns in all (default 900)")
    parser.add_argument("--explain-reruns", type=int, default=16, metavar="N",
                        help="reruns per root cause at most (default 16: bisects ~100 settings)")
    parser.add_argument("--snapshot-update", "--update", dest="snapshot_update", action="store_true",
                        help=argparse.SUPPRESS)


def add_parser(sub: argparse._SubParsersAction) -> None:
    """Add `nightly` to the `fxgolden` parser."""
    nightly = sub.add_parser("nightly", help="run the catalog against another torch build (compare-only)",
                             description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_arguments(nightly)
    nightly.set_defaults(func=run_nightly)


def main(argv: Sequence[str] | None = None) -> int:
    """tools/nightly.py's entry point: the same job without the rest of the CLI."""
    parser = argparse.ArgumentParser(prog="nightly.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", help="project root (default: nearest folder with [tool.fxgolden])")
    add_arguments(parser)
    args = parser.parse_args(argv)
    try:
        return run_nightly(args)
    except FxGoldenError as error:
        print(f"fxgolden nightly: error: {error}", file=sys.stderr)
        return 2
