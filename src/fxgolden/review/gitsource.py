"""Golden changes between a git revision and the working tree (``fxgolden review --git REV``); a golden malformed
on either side (``golden.wellformed``) is named in its change, not classified."""

from __future__ import annotations

import subprocess
from pathlib import Path

from fxgolden.base.errors import UsageError
from fxgolden.golden import wellformed
from fxgolden.golden.store import GOLDEN_SUFFIXES
from fxgolden.review.changes import Change, build_change, finding


def _git(root: Path, *args: str) -> subprocess.CompletedProcess[bytes]:
    try:
        return subprocess.run(["git", "-C", str(root), *args], capture_output=True, check=False, timeout=120)
    except FileNotFoundError as error:
        raise UsageError("git is not installed; `fxgolden review --git REV` needs it") from error


def verify_revision(root: Path, rev: str) -> str:
    """The commit id of ``rev``; a UsageError that says so when it does not exist."""
    result = _git(root, "rev-parse", "--verify", "--quiet", "--end-of-options", f"{rev}^{{commit}}")
    if result.returncode != 0:
        inside = _git(root, "rev-parse", "--is-inside-work-tree")
        if inside.returncode != 0:
            raise UsageError(f"{root} is not inside a git work tree; `fxgolden review --git REV` needs one")
        raise UsageError(f"git revision {rev!r} does not exist in {root}; "
                         "name a commit, branch or tag (e.g. `fxgolden review --git origin/main`)")
    return result.stdout.decode().strip()


def _changed_paths(root: Path, commit: str, folder: str) -> dict[str, str]:
    """``{path: status}`` of golden files changed between ``commit`` and the working tree (A, M, D). ``root``
    is the work tree's top: git reads a pathspec from the folder it runs in, and a project may be a folder of
    a larger repository (``folder`` and the paths are the top's)."""
    diff = _git(root, "diff", "--no-renames", "--name-status", "-z", commit, "--", folder)
    if diff.returncode != 0:
        raise UsageError(f"git diff failed: {diff.stderr.decode(errors='replace').strip()}")
    fields = diff.stdout.decode().split("\0")
    paths = {fields[i + 1]: fields[i][0] for i in range(0, len(fields) - 1, 2)}
    untracked = _git(root, "ls-files", "--others", "--exclude-standard", "-z", "--", folder)
    paths.update({p: "A" for p in untracked.stdout.decode().split("\0") if p})
    return {p: s for p, s in paths.items() if Path(p).suffix in GOLDEN_SUFFIXES}


def changes_since(root: Path, rev: str, *, goldens_dir: Path, profile: str) -> list[Change]:
    """Every golden of ``profile`` that differs between ``rev`` and the working tree, classified."""
    commit = verify_revision(root, rev)
    top = Path(_git(root, "rev-parse", "--show-toplevel").stdout.decode().strip())
    folder = (goldens_dir / profile).resolve().relative_to(top.resolve()).as_posix()
    changes = []
    for path, status in sorted(_changed_paths(top, commit, folder).items()):
        relative = Path(path).relative_to(folder)
        case_id, filename = relative.parent.as_posix(), relative.name
        old = None
        if status != "A":
            shown = _git(top, "show", f"{commit}:{path}")
            old = shown.stdout if shown.returncode == 0 else None
        work = top / path
        new = work.read_bytes() if work.is_file() else None
        if old == new:
            continue
        sides = ((old, f"{path} @ {rev}"), (new, path))
        malformed = [finding(error) for data, where in sides
                     if data is not None and (error := wellformed.file_problem(data, shown=where, case_id=case_id))]
        changes.append(build_change(case_id, filename, _text(old), _text(new), old_label=f"{path} @ {rev}",
                                    new_label=f"{path} (working tree)", old_file=f"{path} @ {rev}", new_file=path,
                                    malformed=malformed))
    return changes


def _text(data: bytes | None) -> str | None:
    """A golden's text as the report shows it (bytes that are not UTF-8 as replacement characters)."""
    return None if data is None else data.decode("utf-8", errors="replace")
