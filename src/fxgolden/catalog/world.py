"""The world a case declares: rank r of N, an optional device mesh, the kind of process group.

Plain data, so declaring and listing cases needs no torch; entering a world
is the capture stage's job (``fxgolden.capture.fake_world``).
"""

from __future__ import annotations

import dataclasses

REAL_BACKENDS = ("gloo", "nccl")


@dataclasses.dataclass(frozen=True)
class World:
    """Process-group context of a case: rank ``rank`` of ``size``, an optional device mesh."""

    size: int = 1
    rank: int = 0
    mesh: tuple[int, ...] | None = None
    dims: tuple[str, ...] | None = None
    device: str = "cpu"
    # "fake": in-process fake process group (the default); "none": single-process cases;
    # "gloo"/"nccl": a real group that the caller (fxgolden.isolate.realworld) initialized in this process.
    pg: str = "fake"

    def problem(self) -> str | None:
        """Why this world is inconsistent, or None."""
        if self.size < 1 or not 0 <= self.rank < self.size:
            return f"rank {self.rank} is not in a world of {self.size}"
        if self.mesh is not None:
            product = 1
            for extent in self.mesh:
                product *= extent
            if product != self.size:
                return f"mesh {self.mesh} has {product} ranks but the world has {self.size}"
            if self.dims is not None and len(self.dims) != len(self.mesh):
                return f"mesh {self.mesh} has {len(self.mesh)} dims but {len(self.dims)} names"
        if self.pg not in ("fake", "none", *REAL_BACKENDS):
            return f"unknown process-group kind {self.pg!r} (use 'fake' or 'none')"
        return None

    def describe(self, *, ranks: str | None = None) -> str:
        """One stable line for headers, listings and reports (``ranks`` for goldens shared by ranks)."""
        who = f"ranks {ranks}" if ranks is not None else f"rank {self.rank}"
        text = f"{self.pg} {who}/{self.size} {self.device}"
        if self.mesh is not None:
            dims = ",".join(self.dims) if self.dims else ""
            text += f" mesh {list(self.mesh)}" + (f" ({dims})" if dims else "")
        return text

    def as_dict(self) -> dict[str, object]:
        """Plain data for the summary artifact."""
        data: dict[str, object] = {"pg": self.pg, "size": self.size, "rank": self.rank, "device": self.device}
        if self.mesh is not None:
            data["mesh"] = list(self.mesh)
            if self.dims is not None:
                data["dims"] = list(self.dims)
        return data
