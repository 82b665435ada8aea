#!/usr/bin/env python3
"""Nightly regression job driver: run the catalog against another torch build, compare-only.

  python tools/nightly.py torch==2.14.1 --out nightly-out
  python tools/nightly.py /path/to/torch-2.14.1-...whl --out nightly-out --shard 1/4

The same as `fxgolden nightly`; it works from a checkout without installing
fxgolden into the driver's Python (it needs pyyaml, patiencediff, pygments,
and matplotlib for the trend plot). Exit codes: 0 no drift, 1 drift, 2 the
job could not run. tools/nightly-ci.yml shows a scheduler configuration.
"""

import sys
from pathlib import Path

try:
    import fxgolden  # noqa: F401
except ImportError:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from fxgolden.nightly.command import main

if __name__ == "__main__":
    sys.exit(main())
