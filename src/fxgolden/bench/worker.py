"""One benchmark run in this process: ``python -m fxgolden.bench.worker MODE OUT [CASE...]``.

Modes (each writes one JSON record per case to OUT, one per line):

- ``fxgolden``: ``run_case`` as the suite runs it, numerics on (no pytest, no goldens);
- ``codegen-only``: ``run_case(codegen_only=True)``: Inductor code, no kernel built or run;
- ``floor``: the case under aot_eager, no numerics: the Dynamo+AOT floor of an Inductor case;
- ``bare-cache-on`` / ``bare-cache-off``: ``fxgolden.bench.bare`` with torch's FX-graph and
  AOT-autograd caches on (torch's default) or off (as fxgolden runs);
- ``large``: the large-artifact timings (``fxgolden.bench.large``), one record.

The first three import the compile stack before their first case, as the suite's fork server does once a run
(``PRELOADED``), and time that apart. The Inductor cache is whatever ``TORCHINDUCTOR_CACHE_DIR`` names: the driver
(``fxgolden.bench.runs``) decides cold or warm.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
import traceback
from pathlib import Path
from typing import Any, Callable, Sequence

MODES = ("fxgolden", "codegen-only", "floor", "bare-cache-on", "bare-cache-off", "large")


def _fxgolden_record(run: Any) -> dict[str, Any]:
    problems = [c.message for c in run.failed_checks]
    if run.numerics is not None and not run.numerics.ok:
        problems.append(f"numerics: {run.numerics.message}")
    return {"ok": not problems, "timings": run.timings, "compile_metrics": run.compile_metrics,
            "digests": run.digests(), "error": "; ".join(problems)[:2000]}


def runner_for(mode: str, root: Path, profile: str) -> Callable[[Any], dict[str, Any]]:
    """The function that runs one case in ``mode`` and returns its record fields."""
    from fxgolden.base.profile import get_profile
    from fxgolden.catalog.case import Backend
    from fxgolden.run.runner import run_case

    if mode == "fxgolden":
        return lambda case: _fxgolden_record(run_case(case, project_root=root, profile=profile))
    if mode == "codegen-only":
        return lambda case: _fxgolden_record(run_case(case, project_root=root, profile=profile, codegen_only=True))
    if mode == "floor":
        # The floor's checks are the Inductor case's (some name Inductor code): only its time counts.
        return lambda case: _fxgolden_record(run_case(dataclasses.replace(case, backend=Backend.AOT_EAGER, checks=()),
                                                      project_root=root, profile=profile, numerics=False))
    from fxgolden.bench.bare import run_bare

    cache = mode == "bare-cache-on"
    return lambda case: {"ok": True, **run_bare(case, get_profile(profile), cache=cache)}


# The modes that run cases as the suite's children do: forked from a server that imported the compile stack
# once for all of them (``isolate.forkserver_preload``). Their processes import it before the first case, so that
# the first case is not charged with what the suite pays once a run; bare torch.compile has no such server.
PRELOADED = ("fxgolden", "codegen-only", "floor")


def _preload() -> float:
    """Seconds to import what the suite's fork server imports before its first child (``warm_compile_stack``)."""
    from fxgolden.base import torch_compat

    start = time.perf_counter()
    torch_compat.warm_compile_stack()
    return time.perf_counter() - start


def run_cases(mode: str, out: Path, case_ids: Sequence[str], *, root: Path, profile: str) -> int:
    """Run each case in ``mode``; a failing case is recorded with its error and the batch goes on."""
    from fxgolden.catalog.registry import discover

    cases = discover(root / "cases") if (root / "cases").is_dir() else {}
    run = runner_for(mode, root, profile)
    preload_s = _preload() if mode in PRELOADED else None
    failed = 0
    with out.open("a", encoding="utf-8") as handle:
        for case_id in case_ids:
            start = time.perf_counter()
            try:
                record = run(cases[case_id])
            except Exception as error:  # noqa: BLE001 - a benchmark reports a broken case and goes on
                failed += 1
                record = {"ok": False, "timings": {}, "error": "".join(traceback.format_exception_only(error))[-2000:]}
            record.update(case=case_id, mode=mode, seconds=time.perf_counter() - start)
            if preload_s is not None:
                record["preload_s"], preload_s = preload_s, None  # on the first case's record only
            handle.write(json.dumps(record) + "\n")
            handle.flush()
    return 1 if failed else 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``python -m fxgolden.bench.worker``."""
    parser = argparse.ArgumentParser(prog="python -m fxgolden.bench.worker", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=MODES)
    parser.add_argument("out", type=Path, help="JSON-lines file to append records to")
    parser.add_argument("cases", nargs="*", help="case ids (exact)")
    parser.add_argument("--root", type=Path, default=Path.cwd(), help="project root")
    parser.add_argument("--profile", default="cpu")
    parser.add_argument("--large-lines", type=int, default=100_000, help="size of the large artifact (mode large)")
    args = parser.parse_intermixed_args(argv)
    if args.mode == "large":
        from fxgolden.bench.large import measure

        record = {"case": "large-artifact", "mode": "large", "ok": True, **measure(args.root, lines=args.large_lines)}
        with args.out.open("a", encoding="utf-8") as handle:
            handle.write(json.dumps(record) + "\n")
        return 0
    return run_cases(args.mode, args.out, args.cases, root=args.root.resolve(), profile=args.profile)


if __name__ == "__main__":
    sys.exit(main())
