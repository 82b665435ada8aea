"""Imported once by each fork server (``isolate.fork_server``): what every case needs, so each child starts warm.

Only imports and host facts (torch's own source hash included) live here, never a compile (the modules a compile
imports on first use too: ``torch_compat.LAZY_IMPORTS``): a child must start
with no compiler state. The vector-ISA probe runs here because torch answers
it by starting a Python subprocess (about two seconds) and caches the answer
per process; it is skipped when the pytest process has verified the ISA already.
Any failure is left for the child to meet again and report with its case, so
nothing here may raise.
"""

from __future__ import annotations

import gc
import os
from pathlib import Path


def _preload() -> None:
    import fxgolden.isolate.isolation  # noqa: F401
    import fxgolden.run.runner  # noqa: F401
    from fxgolden.base import torch_compat
    from fxgolden.catalog.registry import discover

    torch_compat.warm_compile_stack()  # torch's hash of its own sources too, which Inductor's cache keys read

    if os.environ.get("TORCHINDUCTOR_VEC_ISA_OK") != "1":  # else the parent verified it (fork_server.ForkServer)
        torch_compat.probe_vector_isas()
    cases = os.environ.get("FXGOLDEN_PRELOAD_CASES")
    if cases:
        discover(Path(cases))
    from fxgolden.isolate.dependencies import loaded_sources_fingerprint

    loaded_sources_fingerprint()  # once here, not in every child (Job.cache_name)
    # What the server holds now (torch's modules, the catalog: some 430,000 objects) outlives every child: kept out
    # of the children's garbage collections, which would walk all of it and copy each page they touch
    # (fsdp/traceable_transformer[aot_eager] 10.5 -> 9.7 s)
    gc.freeze()


try:  # SIGINT is ignored here: the server inherits that (fork_server._start_quietly), so Ctrl-C cannot cut this
    _preload()
except Exception:  # noqa: BLE001 - the child repeats what failed and reports it with its case
    pass
