"""How a case runs, as one plain value: imported by the pytest plugin at start-up, so it must not import torch."""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class RunSpec:
    """How a case runs, besides which case: one frozen value, the same in the pytest process and the child.

    ``config_overrides``: JSON ``{"inductor": {name: value}, "functorch": ..., "dynamo": ...}``
    applied after the profile's pins and the case's own config (the nightly's explain step sets
    it through ``golden.policy.CONFIG_OVERRIDES_ENV``, which ``Settings`` reads once).
    """

    profile: str = "cpu"
    numerics: bool = True
    codegen_only: bool = False  # Inductor code without building or running kernels; implies no numerics
    # every case on fake tensors (fxgolden.capture.fake_tensors), as a case declared tensors=Tensors.FAKE; no numerics
    fake_tensors: bool = False
    # cases declared tensors=Tensors.FAKE on real tensors, with numerics: where they fit, the proof that both agree
    real_tensors: bool = False
    # a cap on each case process's resident set (fxgolden.isolate.memory), in bytes; 0: none. Not part of a
    # result's identity: the result cache leaves it out of its key
    max_memory_bytes: int = 0
    project_root: str = ""  # for the normalizer's path rule
    config_overrides: str = ""
