"""A case run as the per-case processes see it: the job a child runs and the reply it sends back.

Its own module so that the result cache (which stores replies by job) and the
isolation that runs jobs both build on it without importing each other.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
from pathlib import Path
from typing import TYPE_CHECKING

from fxgolden.base.errors import CaseError

if TYPE_CHECKING:
    from fxgolden.catalog.case import Case
    from fxgolden.run.result import RunResult
    from fxgolden.run.spec import RunSpec


@dataclasses.dataclass(frozen=True)
class Job:
    """One run of one case in a child: which case, which of its ``rank_variants``, and how."""

    case_id: str
    variant: int
    cases_dir: str
    spec: "RunSpec"  # how it runs: profile, numerics, codegen-only, project root, the nightly's overrides
    # The case as this rank alone, its per_rank dropped (the real-world cross-check's fake-PG reference of a rank)
    rank: int | None = None

    def variant_of(self, case: "Case") -> "Case":
        """The concrete case this job runs: ``rank_variants(case, profile)[variant]``, as ``rank`` when one is set.

        The child and the pytest process both build it this way, from the same catalog entry.
        """
        from fxgolden.run.result import as_rank, rank_variants

        variant = rank_variants(case, self.spec.profile)[self.variant]
        return variant if self.rank is None else as_rank(variant, self.rank)

    def cache_name(self) -> str:
        """The folder name of this run's own FX-graph cache (``torch_compat.case_fx_graph_cache``).

        It changes with any edit of the catalog, of fxgolden or of a module the
        fork server imported (the project's own packages): the cache key ignores
        node names, so a renamed variable in a case body or a model would
        otherwise come back from the cache with its old name.
        """
        from fxgolden.isolate.dependencies import loaded_sources_fingerprint

        spec = self.spec
        variant = self.variant if self.rank is None else f"{self.variant}@rank{self.rank}"
        kernels = "codegen" if spec.codegen_only else "fake" if spec.fake_tensors else "full"
        key = (f"{spec.profile}|{self.case_id}|{variant}|{kernels}|"
               f"{spec.config_overrides}|"
               f"{source_digest(Path(self.cases_dir))}|{loaded_sources_fingerprint()}")
        return hashlib.sha256(key.encode()).hexdigest()[:20]


@functools.cache
def source_digest(cases_dir: Path) -> str:
    """sha256 of every Python file of the catalog (what names a graph's nodes) and of this package,
    ``fxgolden.isolate`` (how a job runs). The rest of fxgolden is on each run's dependency list
    (``fxgolden.isolate.dependencies``), which also says which file changed."""
    digest = hashlib.sha256()
    for folder in (cases_dir, Path(__file__).parent):
        for path in sorted(folder.rglob("*.py")):
            digest.update(str(path.relative_to(folder)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


@dataclasses.dataclass(frozen=True)
class ChildReply:
    """What came back from a child: the run's result, or the error it raised (an artifact's outcome against its
    golden is ``run.record.Outcome``, another thing)."""

    result: "RunResult | None"
    error: CaseError | None
    output: str  # everything the child printed (stdout and stderr)
    seconds: float = 0.0  # the child's wall time, from its fork to its result
    sources: tuple[tuple[str, str], ...] = ()  # (module, file) the child had imported: the run's dependencies
    started_ns: int = 0  # time.time_ns() when the child was forked

