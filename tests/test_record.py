"""The case record: one typed value from the checker to the summary, the durations, the nightly and the bench."""

from __future__ import annotations

import json

from fxgolden.run.record import PROPERTY, CaseRecord, Outcome, record_of, records_in


def test_a_record_round_trips_through_its_report_property():
    record = CaseRecord(case="tp/mlp[plain]", ok=False, outcomes={"g0.forward.py": "changed"},
                        timings={"compile": 1.5}, known="xfail", reused=True, digests={"g0.forward": "ab12"})
    properties = [("fxgolden_case", "tp/mlp[plain]"), (PROPERTY, record.to_json())]
    assert record_of(properties) == record
    assert records_in([[PROPERTY, record.to_json()]]) == [record]  # JSON's lists, as the nightly's events hold them
    assert record_of([("fxgolden_case", "x")]) is None
    assert records_in([[PROPERTY, record.to_json()]])[0].outcomes["g0.forward.py"] is Outcome.CHANGED


def test_an_unwritable_golden_fails_the_case_but_is_no_drift():
    """One outcome set for every reader: an update's refused write fails the run, yet the golden did not drift
    (so a nightly, which writes nothing, never counts it as drift)."""
    assert Outcome.UNWRITABLE.failing and not Outcome.UNWRITABLE.drifted
    assert {o for o in Outcome if o.drifted} == {Outcome.NEW, Outcome.CHANGED, Outcome.STALE, Outcome.ORPHANED,
                                                   Outcome.UNREADABLE}
    assert not any(o.failing for o in (Outcome.MATCH, Outcome.WRITTEN, Outcome.REMOVED, Outcome.UNUSED))
    assert json.loads(json.dumps({"a": Outcome.CHANGED})) == {"a": "changed"}


def test_every_field_is_written_and_unknown_keys_from_another_fxgolden_ignored():
    written = json.loads(CaseRecord(case="c", ok=True).to_json())
    assert written["reused"] is False and written["error"] is None  # readers of the JSON never guess a default
    assert set(written) == set(CaseRecord.__dataclass_fields__)
    newer = json.dumps({"case": "c", "ok": True, "a_field_from_a_newer_fxgolden": 1, "reused": True})
    assert CaseRecord.from_json(newer) == CaseRecord(case="c", ok=True, reused=True)
