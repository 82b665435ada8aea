"""The installed torch's version, read the same way by every command that asks which cases run.

Where torch is imported already (pytest, a case process) it is ``torch.__version__`` itself; elsewhere
it is read from the distribution's metadata, so ``fxgolden list`` answers without importing torch
(the same string: ``2.13.0+cpu``). A torch without metadata (a source tree on the path) is imported.
"""

from __future__ import annotations

import functools
import sys
from importlib import metadata


def torch_version() -> str:
    """``torch.__version__`` of the torch this process imports (or would import)."""
    imported = sys.modules.get("torch")
    if imported is not None:
        return str(imported.__version__)
    return _installed_torch_version()


@functools.cache
def _installed_torch_version() -> str:
    try:
        return metadata.version("torch")
    except metadata.PackageNotFoundError:
        import torch

        return str(torch.__version__)
