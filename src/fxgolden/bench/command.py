"""The ``fxgolden bench`` command: run the benchmark, print every figure, write JSON (and a plot)."""

from __future__ import annotations

import argparse
import json
import platform
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from fxgolden.bench.runs import DEFAULT_SELECTION, PARTS, BenchResult, execute, plan


def _select(args: argparse.Namespace, catalog: dict[str, Any]) -> list[str]:
    """The patterns given, read as every command reads them (one naming nothing is exit 2); else the default
    sample, as much of it as this catalog has."""
    from fxgolden.catalog import selection

    if args.all:
        return sorted(catalog)
    if args.cases:
        return selection.select(sorted(catalog), args.cases)
    return [c for c in sorted(catalog) if any(selection.matches(p, c) for p in DEFAULT_SELECTION)]


def _runnable(catalog: dict[str, Any], case_ids: list[str], profile: str) -> list[str]:
    from fxgolden.base.versions import torch_version

    return [c for c in case_ids if catalog[c].runs_in(profile, torch_version())]


def cmd_bench(args: argparse.Namespace) -> int:
    """Run the benchmark's processes one after the other and print the figures."""
    from fxgolden.base.project import find_project
    from fxgolden.bench.report import as_json, render, write_plot
    from fxgolden.catalog.case import Backend
    from fxgolden.catalog.registry import discover

    project = find_project(Path(args.root) if args.root else None)
    catalog = discover(project.cases_dir)
    cases = _runnable(catalog, _select(args, catalog), "cpu")
    if not cases:
        print("fxgolden bench: no case selected", file=sys.stderr)
        return 2
    inductor = [c for c in cases if catalog[c].backend is Backend.INDUCTOR]
    # --all: the whole catalog's wall times (cold and warm, 1 and 2 workers); the other parts stay on samples.
    parts = tuple(args.parts.split(",")) if args.parts else (("suite", "parallel") if args.all else PARTS)
    scratch = Path(tempfile.mkdtemp(prefix="fxgolden-bench-"))
    results: list[BenchResult] = []
    print(f"fxgolden bench: {len(cases)} cases ({len(inductor)} Inductor), parts {','.join(parts)}; scratch {scratch}")
    try:
        for spec in plan(cases, inductor, parts=parts, workers=args.workers):
            print(f"  running {spec.name} ...", flush=True)
            results.append(execute(spec, root=project.root, scratch=scratch, large_lines=args.large_lines))
    finally:
        if not args.keep:
            shutil.rmtree(scratch, ignore_errors=True)
    print(render(results, inductor, whole_catalog=args.all))
    meta = _meta(cases, parts)
    if args.json:
        Path(args.json).parent.mkdir(parents=True, exist_ok=True)
        Path(args.json).write_text(
            json.dumps(as_json(results, inductor, meta, whole_catalog=args.all), indent=1) + "\n")
        print(f"\nfigures written to {args.json}")
    if args.plot:
        write_plot(results, Path(args.plot))
        print(f"plot written to {args.plot}")
    return 0 if all(r.returncode in (0, 1) and r.records for r in results) else 1


def _meta(cases: list[str], parts: tuple[str, ...]) -> dict[str, Any]:
    import os

    import torch

    return {"time": time.strftime("%Y-%m-%dT%H:%M:%S"), "torch": torch.__version__, "python": platform.python_version(),
            "machine": {"cpus": os.cpu_count(), "platform": platform.platform(), "load": os.getloadavg()},
            "cases": cases, "parts": list(parts)}


def add_parser(sub: Any) -> None:
    """Register ``fxgolden bench`` on the CLI's subparsers."""
    bench = sub.add_parser("bench", help="benchmark the suite: phases, cold/warm cache, workers, overhead vs bare",
                           description=__doc__ + "\n\nSuite runs compare with the goldens and never write them.")
    bench.add_argument("cases", nargs="*", help=f"case ids, ids without their variant, families or globs "
                                                f"(default: {len(DEFAULT_SELECTION)} representative cases)")
    bench.add_argument("--all", action="store_true",
                       help="every case of the cpu profile: wall times cold and warm, 1 and 2 workers "
                            "(parts suite,parallel unless --parts says otherwise)")
    bench.add_argument("--parts", help=f"comma-separated subset of {','.join(PARTS)} (default: all)")
    bench.add_argument("-n", "--workers", type=int, default=2, help="workers of the parallel suite runs (default 2)")
    bench.add_argument("--json", help="write the figures as JSON here (e.g. for the nightly history)")
    bench.add_argument("--plot", help="write a per-phase bar chart (PNG) here; needs matplotlib")
    bench.add_argument("--large-lines", type=int, default=100_000, help="lines of the large artifact (default 100000)")
    bench.add_argument("--keep", action="store_true", help="keep the scratch folder (caches, records, logs)")
    bench.set_defaults(func=cmd_bench)
