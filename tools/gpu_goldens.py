"""Regenerate goldens/cuda on a machine with an NVIDIA GPU, then prove them byte-stable.

    python3 tools/gpu_goldens.py             # update every cuda case, then compare them all
    python3 tools/gpu_goldens.py --compare   # compare only
    python3 tools/gpu_goldens.py --jobs 8 'tp/*'

Compares run one pytest process per case; the update is one run with xdist workers
(updaters take turns on the profile's lock). Either way every case runs in its own
fresh process, so a CUDA fault in one case (a sticky error such as an illegal memory
access) cannot poison the cases after it. Prints one line
per case and exits 1 if any case failed.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import re
import subprocess
import sys
from pathlib import Path

from fxgolden.base.project import find_project
from fxgolden.pytest_plugin.suite import SuiteCommand

ROOT = Path(__file__).resolve().parents[1]
PROJECT = find_project(ROOT)
SUITE = SuiteCommand(PROJECT.cases_dir, PROJECT.root)


def case_ids(patterns: list[str]) -> list[str]:
    """The cuda cases the patterns name, read by `fxgolden list` as every command reads them; a pattern that
    names no case (or an empty one) stops the tool with list's message and exit 2."""
    out = subprocess.run([sys.executable, "-m", "fxgolden.cli", "list", "--profile", "cuda", "--ids", *patterns],
                         cwd=ROOT, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        sys.stderr.write(out.stderr)
        sys.exit(2)
    return [line for line in out.stdout.splitlines() if line]


def run_case(case_id: str, label: str, flags: list[str], logs: Path) -> tuple[str, int, Path]:
    log = logs / f"{label}-{re.sub(r'[^A-Za-z0-9]+', '_', case_id)}.log"
    cmd = SUITE.command(sys.executable, cases=[case_id], profile="cuda", extra=["-q", *flags])
    with log.open("w") as out:
        code = subprocess.call(cmd, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT)
    return case_id, code, log


def run_all(ids: list[str], label: str, flags: list[str], jobs: int, logs: Path) -> int:
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        for case_id, code, log in pool.map(lambda i: run_case(i, label, flags, logs), ids):
            failed += code != 0
            print(f"{label}: {'ok' if code == 0 else f'FAILED (exit {code}, see {log})'}: {case_id}", flush=True)
    return failed


def update_all(ids: list[str], jobs: int, logs: Path) -> int:
    """One pytest run with ``jobs`` xdist workers: updaters of a profile take turns on its lock, so one
    process per case would write one case at a time. Each case still runs in its own fresh process."""
    log = logs / "update.log"
    cmd = SUITE.command(sys.executable, cases=ids, profile="cuda", update=True,
                        extra=["-q", "-rA", "--fxgolden-allow-version-drift", "-n", str(jobs)])
    with log.open("w") as out:
        code = subprocess.call(cmd, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT)
    for line in log.read_text().splitlines():
        if line.startswith(("PASSED", "FAILED", "ERROR", "SKIPPED")):
            print(f"update: {line}", flush=True)
    return 0 if code == 0 else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("cases", nargs="*", help="case ids, ids without their variant, families or globs "
                                                  "(default: every cuda case)")
    parser.add_argument("--compare", action="store_true", help="only compare, never write goldens")
    parser.add_argument("--no-compare", action="store_true",
                        help="only update (when GPU time is short; compare in a later run)")
    parser.add_argument("--jobs", type=int, default=8, help="cases run at once (default 8)")
    parser.add_argument("--logs", default=str(ROOT / ".fxgolden" / "gpu-logs"), help="per-case pytest logs")
    args = parser.parse_args()
    logs = Path(args.logs)
    logs.mkdir(parents=True, exist_ok=True)
    ids = case_ids(args.cases)
    failed = 0
    if not args.compare:
        failed += update_all(ids, args.jobs, logs)
    if not args.no_compare:
        failed += run_all(ids, "compare", [], args.jobs, logs)
    print(f"{len(ids)} cases, {failed} failed runs")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
