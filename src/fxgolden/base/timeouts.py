"""Default time limits, in one module that imports nothing: the options read them in every pytest run."""

CASE_S = 600.0  # a case's process (``fxgolden.isolate.isolation``); --fxgolden-timeout
LOCK_S = 900.0  # waiting for another update's lock on a profile (``fxgolden.golden.lock``)
