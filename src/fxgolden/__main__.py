"""`python -m fxgolden`: the same command as the `fxgolden` console script."""

from fxgolden.cli import console_main

console_main()
