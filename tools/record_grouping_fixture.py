"""Record a nightly run's changes, failed checks and errors as a grouping fixture (tests/test_grouping_fixtures.py).

    python tools/record_grouping_fixture.py NIGHTLY_OUT tests/data/grouping/torch-2.11.json.gz --name "torch 2.11"

The fixture holds each changed golden's old and new body, the checks that
failed on it and each errored case's message, so the root-cause grouping of a
whole run against another torch is tested without that torch.
"""

from __future__ import annotations

import argparse
import gzip
import json
from pathlib import Path

from fxgolden.base.project import find_project
from fxgolden.golden.pending import failed_checks_of
from fxgolden.golden.store import GoldenStore
from fxgolden.nightly import results
from fxgolden.nightly.results import Status
from fxgolden.review import pending

ERRORED = (Status.ERROR, Status.CRASH, Status.TIMEOUT)


def record(out: Path, name: str) -> dict:
    """The fixture's data: the run's changes against this checkout's goldens, its failed checks and errors."""
    project = find_project(None)
    store = GoldenStore(project.goldens_dir, project.default_profile, out / "actuals")
    changes = pending.load_changes(pending.scan(store), store)
    reports, starts = results.read_events(out / "events.jsonl")
    records = [results.case_status(events, started=starts.get(case), timeout_s=600)
               for case, events in sorted(reports.items())]
    return {
        "name": name,
        "changes": [{"case": c.case_id, "file": c.filename, "old": c.old, "new": c.new} for c in changes],
        "failures": [{"case": e.case_id, "file": e.filename, "check": f.headline}
                     for e in pending.scan(store) for f in failed_checks_of(e.path)],
        "errors": [{"case": r.case, "message": r.message if r.status is Status.ERROR else f"{r.status}: {r.message}"}
                   for r in records if r.status in ERRORED],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the nightly's --out folder")
    parser.add_argument("fixture", type=Path, help="where to write the fixture (.json.gz)")
    parser.add_argument("--name", required=True, help="what the run was, e.g. 'torch 2.11 against 2.13 goldens'")
    args = parser.parse_args()
    data = record(args.out, args.name)
    text = json.dumps(data, indent=0, sort_keys=True).encode("utf-8")
    with open(args.fixture, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as stream:
        stream.write(text)  # mtime 0: the same run records the same bytes
    print(f"{args.fixture}: {len(data['changes'])} changes, {len(data['failures'])} failed checks, "
          f"{len(data['errors'])} errors")


if __name__ == "__main__":
    main()
