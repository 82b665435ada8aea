"""`fxgolden bench`: what the golden suite costs, phase by phase, and against bare torch.compile.

A benchmark, not a timed test: it starts fresh processes (the suite through
pytest, and ``python -m fxgolden.bench.worker`` for the bare, codegen-only,
floor and large-artifact runs), each with its own Inductor cache directory,
collects one record per case and prints the figures (``command``), writing
them as JSON for the nightly history.

Modules: ``phases`` (split a case record into phases), ``bare`` (the same
case bodies under plain torch.compile), ``worker`` (the in-process runner of
one benchmark run), ``probe`` (the pytest plugin that collects the suite's
records), ``large`` (normalizing and diffing a 100k-line artifact), ``runs``
(which processes to start, with which caches), ``report`` (tables, ratios,
JSON and the plot), ``command`` (the CLI).
"""
