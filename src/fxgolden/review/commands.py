"""The `fxgolden review`, `accept` and `reject` commands (the CLI only wires them).

Workflow (as insta's):
  1. `fxgolden run` (or pytest) compares; each mismatching actual is left in
     .fxgolden/pending/<profile>/<case>/<file> with a sidecar naming the golden it saw.
     A case whose check failed leaves its actuals too, each marked with the check; review
     lists them first, and accepting one is refused until the case's checks pass on it.
  2. `fxgolden review` lists the pending changes grouped by label, riskiest first;
     on a terminal it asks accept / reject / skip for each, then applies all decisions.
  3. Scripts use `fxgolden accept CASE...`, `fxgolden reject CASE...` or
     `fxgolden review --accept-all / --reject-all`. Nothing is recompiled.
  4. `fxgolden review --git REV` shows the classified golden changes since REV (a PR review);
     `--markdown review.md` also writes their root causes as GitHub Markdown (a PR comment's body).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Callable, Sequence, TextIO

from fxgolden.base.errors import UsageError
from fxgolden.base.profile import get_profile
from fxgolden.catalog.selection import check_patterns, matches_artifact
from fxgolden.golden import last_errors
from fxgolden.golden.store import GoldenStore
from fxgolden.review import pending as pending_mod
from fxgolden.review.changes import Change, malformed_lines, sort_by_risk
from fxgolden.review.pending import BatchResult, Decision, PendingEntry
from fxgolden.review.render_html import render_page, write_page
from fxgolden.review.render_text import change_lines, failed_check_lines, grouped_lines


def _store(args: argparse.Namespace) -> tuple[GoldenStore, Path, Path]:
    """The profile's store, the project root, and the cases folder (accepting re-runs checks from it)."""
    from fxgolden.base.project import find_project

    if args.profile is not None:
        get_profile(args.profile)  # the profile names the folders decided on: only a known one, never `../..`
    check_patterns(args.cases)  # '' or '/' would decide every pending change
    project = find_project(Path(args.root) if args.root else None)
    profile = args.profile or project.default_profile
    return GoldenStore(project.goldens_dir, profile, project.pending_dir), project.root, project.cases_dir


def _filter_changes(changes: list[Change], patterns: Sequence[str]) -> list[Change]:
    """The changes a pattern names (``fxgolden.catalog.selection``, ``case/artifact`` included)."""
    if not patterns:
        return changes
    return [c for c in changes if any(matches_artifact(p, c.case_id, c.artifact, c.filename) for p in patterns)]


def _refuse_unmatched(unmatched: Sequence[str], store: GoldenStore) -> None:
    """A pattern that names no pending change stops the command before anything is decided (exit 2)."""
    if unmatched:
        area = store.relative(store.pending_root / "pending" / store.profile)
        raise UsageError(f"no pending change in {area} matches {', '.join(repr(p) for p in unmatched)}; nothing was "
                         "decided. `fxgolden review --list` shows what is pending, `fxgolden list` every case id")


def _write_html(folder: str, changes: Sequence[Change], *, title: str, subtitle: str, out: TextIO) -> None:
    path = write_page(Path(folder), render_page(changes, title=title, subtitle=subtitle))
    print(f"HTML report: {path}", file=out)


def _write_markdown(target: str, changes: Sequence[Change], *, title: str, full_report: str, out: TextIO,
                    stdout: TextIO) -> None:
    """The root causes as GitHub Markdown (``render_markdown``), to a file or, for ``-``, to stdout: the body of a
    pull-request comment (`gh pr comment --body-file`) without its CI job reading the terminal listing."""
    from fxgolden.base.files import atomic_write_text
    from fxgolden.review import rootcause
    from fxgolden.review.render_markdown import render

    page = render(rootcause.group(changes), title=title, full_report=full_report)
    if target == "-":
        stdout.write(page)
        return
    try:
        atomic_write_text(Path(target), page)
    except OSError as error:
        raise UsageError(f"--markdown {target}: cannot write it: {error.strerror or error}") from error
    print(f"Markdown report: {target}", file=out)


def print_result(result: BatchResult, unmatched: Sequence[str], out: TextIO) -> int:
    """Print what a batch did (accepted, rejected, skipped, failed, refused) and its warnings.

    Exit status: 2 when an accept was refused because a check still fails, 1 when anything else failed.
    """
    for word, keys in (("accepted", result.accepted), ("rejected", result.rejected), ("skipped", result.skipped)):
        for key in keys:
            print(f"{word}: {key}", file=out)
    for pattern in unmatched:
        print(f"failed: {pattern}: no pending change matches (`fxgolden review` lists them)", file=out)
    for key, why in result.failed:
        print(f"failed: {key}: {why}", file=out)
    for key, why in result.refused:
        print(f"refused: {key}: {why}", file=out)
    for warning in result.warnings:
        print(f"warning: {warning}", file=out)
    refused = f", {len(result.refused)} refused (a check still fails)" if result.refused else ""
    print(f"{len(result.accepted)} accepted, {len(result.rejected)} rejected, {len(result.skipped)} skipped, "
          f"{len(result.failed) + len(unmatched)} failed{refused}", file=out)
    return 2 if result.refused else 0 if result.ok and not unmatched else 1


def ask_decisions(changes: Sequence[Change], *, ask: Callable[[str], str] = input,
                  out: TextIO | None = None) -> dict[str, Decision]:
    """Ask accept/reject/skip per change; all decisions are collected before any is applied."""
    out = out or sys.stdout
    decisions: dict[str, Decision] = {}
    rest: Decision | None = None
    for index, change in enumerate(changes, 1):
        if rest is not None:
            decisions[change.key] = rest
            continue
        print(f"\n[{index}/{len(changes)}]", file=out)
        print("\n".join(change_lines(change, diff=True)), file=out)
        while True:
            try:
                answer = ask("[a]ccept [r]eject [s]kip, [A]ccept or [R]eject all remaining, [q]uit > ").strip()
            except EOFError:
                answer = "q"
            if answer in ("a", "r", "s", "A", "R", "q"):
                break
            print("answer a, r, s, A, R or q", file=out)
        if answer == "q":
            rest = Decision.SKIP
        elif answer in ("A", "R"):
            rest = Decision.ACCEPT if answer == "A" else Decision.REJECT
        decisions[change.key] = rest or {"a": Decision.ACCEPT, "r": Decision.REJECT, "s": Decision.SKIP}[answer]
    return decisions


def cmd_review(args: argparse.Namespace, *, out: TextIO | None = None, stdin: TextIO | None = None) -> int:
    """List pending (or --git) changes by label; decide on a terminal or with --accept-all/--reject-all."""
    out, stdin = out or sys.stdout, stdin or sys.stdin
    markdown_out = out
    if args.markdown == "-":  # stdout carries the Markdown alone (`--markdown - > comment.md`); the listing: stderr
        out = sys.stderr
    store, root, cases_dir = _store(args)
    if args.accept_all and args.reject_all:
        raise UsageError("--accept-all and --reject-all exclude each other")
    if args.git:
        if args.accept_all or args.reject_all:
            raise UsageError("--git shows the changes since a revision; there is nothing pending to accept or reject")
        from fxgolden.review.gitsource import changes_since

        changes = sort_by_risk(_filter_changes(changes_since(root, args.git, goldens_dir=store.goldens_root,
                                                             profile=store.profile), args.cases))
        print("\n".join([*malformed_lines(changes), *_report_lines(changes, diff=not args.no_diff)]), file=out)
        if args.html:
            _write_html(args.html, changes, title=f"fxgolden: golden changes since {args.git}",
                        subtitle=f"profile {store.profile}, working tree of {root}", out=out)
        if args.markdown:
            _write_markdown(args.markdown, changes, title=f"fxgolden: golden changes since {args.git}",
                            full_report=f"fxgolden review --git {args.git}", out=out, stdout=markdown_out)
        return 1 if malformed_lines(changes) else 0  # each malformed golden named, the others reviewed
    found = pending_mod.scan_all(store)
    entries, unmatched = pending_mod.select(found.entries, args.cases)
    _refuse_unmatched(unmatched, store)
    changes = sort_by_risk(pending_mod.load_changes(entries, store))
    for problem in found.bad:
        print(f"skipped: {problem}", file=out)
    for line in malformed_lines(changes):
        print(line, file=out)
    # a bad pending file or a malformed golden is reported and the review goes on
    failed = 1 if found.bad or malformed_lines(changes) else 0
    errored = last_errors.lines(last_errors.path_of(store.pending_root, store.profile))
    if args.markdown:
        _write_markdown(args.markdown, changes, title=f"fxgolden: pending golden changes (profile {store.profile})",
                        full_report="fxgolden review --list", out=out, stdout=markdown_out)
    if not changes:
        print(f"nothing pending in {store.relative(store.pending_root / 'pending' / store.profile)}", file=out)
        if errored:
            print("\n".join(errored), file=out)
        return failed
    if errored:
        print("\n".join(errored) + "\n", file=out)
    print("\n".join(_report_lines(changes, diff=not args.no_diff and not _interactive(args, stdin, out))), file=out)
    if args.html:
        _write_html(args.html, changes, title="fxgolden: pending golden changes", subtitle=f"profile {store.profile}",
                    out=out)
    by_key: dict[str, PendingEntry] = {e.key: e for e in entries}
    if args.accept_all or args.reject_all:
        decision = Decision.ACCEPT if args.accept_all else Decision.REJECT
        decisions = {c.key: decision for c in changes}
    elif _interactive(args, stdin, out):
        decisions = ask_decisions(changes, out=out)
    elif args.list:
        return failed
    else:
        print("not a terminal: accept with `fxgolden accept CASE...`, reject with `fxgolden reject CASE...`, "
              "or pass --accept-all / --reject-all", file=out)
        return failed
    result = pending_mod.apply([(by_key[k], d) for k, d in decisions.items()], store, cases_dir=cases_dir)
    return print_result(result, [], out) or failed


def _report_lines(changes: list[Change], *, diff: bool) -> list[str]:
    """Actuals a check rejected first, then root causes (one row per compiler change, its cases, one example
    diff), then every change."""
    from fxgolden.review import rootcause

    if len(changes) < 2:
        return grouped_lines(changes, diff=diff)  # which lists the actuals a check rejected first
    rejected = failed_check_lines(changes, diff=diff)
    causes = rootcause.group(changes)
    return ((rejected + [""] if rejected else []) + rootcause.text_lines(causes, diff=diff)
            + ["", "every changed golden:"] + grouped_lines(changes, diff=False))


def _interactive(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> bool:
    return not (args.accept_all or args.reject_all or args.list or args.markdown == "-") and stdin.isatty() \
        and out.isatty()


def cmd_decide(args: argparse.Namespace, *, out: TextIO | None = None) -> int:
    """`fxgolden accept` / `fxgolden reject`: the pending changes CASE... names (``catalog.selection``); a pattern
    naming none refuses the whole command before anything is decided."""
    out = out or sys.stdout
    store, _, cases_dir = _store(args)
    decision = Decision(args.decision)
    entries, unmatched = pending_mod.select(pending_mod.scan(store), args.cases)
    _refuse_unmatched(unmatched, store)
    result = pending_mod.apply([(entry, decision) for entry in entries], store, cases_dir=cases_dir)
    return print_result(result, [], out)


def add_parsers(sub: argparse._SubParsersAction) -> None:
    """Add `review`, `accept` and `reject` to the `fxgolden` parser."""
    review = sub.add_parser("review", help="review pending golden changes (or --git REV: changes since a revision)",
                            description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    review.add_argument("cases", nargs="*", help="only these cases: ids, ids without their variant (every variant), "
                                                 "families, globs, or case/artifact")
    review.add_argument("--profile", help="golden profile (default: the project's default)")
    review.add_argument("--accept-all", action="store_true", help="accept every listed pending change")
    review.add_argument("--reject-all", action="store_true", help="reject every listed pending change")
    review.add_argument("--list", action="store_true", help="only list, never prompt")
    review.add_argument("--no-diff", action="store_true", help="list without the unified diffs")
    review.add_argument("--html", metavar="DIR", help="also write a static HTML report to DIR/index.html")
    review.add_argument("--markdown", metavar="PATH",
                        help="also write the root causes as GitHub Markdown to PATH (- for stdout): a pull-request "
                             "comment's body")
    review.add_argument("--git", metavar="REV", help="compare goldens in the working tree with those at REV")
    review.set_defaults(func=cmd_review)
    for name, verb in (("accept", "write the pending actual as the golden"), ("reject", "delete the pending actual")):
        decide = sub.add_parser(name, help=f"{verb} for each matching pending change (no recompile)")
        decide.add_argument("cases", nargs="+", help="case ids (tp/two_mlp[plain]), ids without their variant "
                                                     "(tp/two_mlp: every variant), families (tp), globs ('tp/*'), "
                                                     "or case/artifact (tp/two_mlp[plain]/g0.forward)")
        decide.add_argument("--profile", help="golden profile (default: the project's default)")
        decide.set_defaults(func=cmd_decide, decision=name)
