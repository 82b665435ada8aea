"""`python -m fxgolden`: the same command as the `fxgolden` console script."""

import sys

from fxgolden.cli import main

sys.exit(main())
