"""Verify stored goldens without compiling: they are well formed (``golden.wellformed``), parse, are normalized,
and satisfy the case's checks. A malformed golden is one problem that names it; the other goldens and cases are
verified on.

This is how CI checks profiles it cannot run (the `cuda` goldens on a machine
without a GPU), and how any profile's invariants are checked on the
committed text alone.
"""

from __future__ import annotations

import ast
import dataclasses
from typing import Iterable

import yaml

from fxgolden.base.artifact import ArtifactName, named_by, why_stray
from fxgolden.base.errors import GoldenFileError
from fxgolden.base.ids import case_id_problem
from fxgolden.catalog.case import Case
from fxgolden.check.invariants import run_checks
from fxgolden.golden.store import GoldenStore
from fxgolden.golden.writer import is_fxgolden_file
from fxgolden.normalize.pipeline import normalize
from fxgolden.normalize.version import NORMALIZER_VERSION


@dataclasses.dataclass(frozen=True)
class OfflineProblem:
    """One reason a stored golden is not acceptable."""

    case_id: str
    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.case_id}: {self.path}: {self.message}"


def _syntax_problem(name: ArtifactName, body: str) -> str | None:
    try:
        if name.extension == "py":
            ast.parse(body)
        elif name.extension == "yaml":
            yaml.safe_load(body)
    except (SyntaxError, ValueError, yaml.YAMLError) as error:  # ValueError: a null byte
        return f"does not parse: {error}".splitlines()[0]
    return None


def rank_views(bodies: dict[ArtifactName, str]) -> dict[int | None, dict[ArtifactName, str]]:
    """Artifacts as each rank sees them: shared goldens plus that rank's ``.rankN`` ones, rank removed."""
    ranks = sorted({name.rank for name in bodies if name.rank is not None})
    if not ranks:
        return {None: dict(bodies)}
    shared = {name: text for name, text in bodies.items() if name.rank is None}
    return {rank: {**shared, **{name.shared: text for name, text in bodies.items() if name.rank == rank}}
            for rank in ranks}


def verify_case(case: Case, store: GoldenStore, torch_version: str | None = None) -> list[OfflineProblem]:
    """Every problem of one case's stored goldens in ``store``'s profile.

    ``torch_version``: the torch that made them (the manifest's); check failures
    that a known issue of that torch expects are not problems.
    """
    from fxgolden.catalog.known import expects_failure

    active = case.known_issues(store.profile, torch_version) if torch_version else []
    problems: list[OfflineProblem] = []
    bodies: dict[ArtifactName, str] = {}
    for filename in store.existing_files(case.id):
        path = store.relative(store.golden_path(case.id, filename))
        try:
            stored = store.read(case.id, filename)
        except GoldenFileError as error:
            problems.append(OfflineProblem(case.id, path, str(error)))
            continue
        assert stored is not None
        name = named_by(filename)
        if name is None:
            problems.append(OfflineProblem(case.id, path, f"{why_stray(filename)}: rename or remove it"))
            continue
        artifact = name.stem
        if stored.header.case != case.id or stored.header.artifact != artifact:
            problems.append(OfflineProblem(case.id, path,
                                           f"header names {stored.header.case}/{stored.header.artifact}"))
        if stored.header.normalizer != NORMALIZER_VERSION:
            problems.append(OfflineProblem(case.id, path, f"made by normalizer {stored.header.normalizer}, "
                                           f"this is {NORMALIZER_VERSION}: regenerate on the profile's machine"))
        syntax = _syntax_problem(name, stored.body)
        if syntax:
            problems.append(OfflineProblem(case.id, path, syntax))
        try:
            full = store.full_body(case.id, stored)
        except GoldenFileError as error:
            problems.append(OfflineProblem(case.id, path, str(error)))
            continue  # no check can read it
        if normalize(full if name.kind == "fx" else stored.body, name.kind) != stored.body:
            problems.append(OfflineProblem(case.id, path, "re-normalizing changes it: it was edited by hand or "
                                           "made by another normalizer; regenerate it"))
        bodies[name] = stored.body
    if not bodies:
        return [OfflineProblem(case.id, str(store.case_dir(case.id)), "no goldens in this profile")]
    for rank, view in rank_views(bodies).items():
        for result in run_checks(case.checks, view, backend=case.backend.value, profile=store.profile):
            if not result.ok and not expects_failure(result, active):
                where = str(store.case_dir(case.id)) + ("" if rank is None else f" (rank {rank})")
                problems.append(OfflineProblem(case.id, where, result.message))
    return problems


def orphaned_case_ids(store: GoldenStore, declared: Iterable[str]) -> list[str]:
    """Case ids with goldens in the profile that no case declares (folders that are no case id, or hold no file
    fxgolden wrote, are left alone): the one rule of the offline check and of a whole-catalog run."""
    known = set(declared)
    return [case_id for case_id in store.case_ids_on_disk()
            if case_id not in known and case_id_problem(case_id) is None
            and any(is_fxgolden_file(store.golden_path(case_id, name)) for name in store.existing_files(case_id))]


def orphan_case_dirs(store: GoldenStore, cases: Iterable[Case]) -> list[OfflineProblem]:
    """Golden folders of case ids the catalog no longer declares."""
    return [OfflineProblem(case_id, str(store.case_dir(case_id)), "no case declares this id: delete the folder "
                           "or restore the case") for case_id in orphaned_case_ids(store, (c.id for c in cases))]


def verify_profile(store: GoldenStore, cases: Iterable[Case]) -> list[OfflineProblem]:
    """Verify every case of a profile that has goldens, plus orphaned folders."""
    from fxgolden.golden import manifest

    cases = list(cases)
    on_disk = set(store.case_ids_on_disk())
    problems = orphan_case_dirs(store, cases)
    try:
        made_with: str | None = manifest.read(store.manifest_path).torch
    except GoldenFileError:
        made_with = None
    for case in cases:
        if case.id in on_disk:
            problems += verify_case(case, store, made_with)
    return problems


