"""The pytest plugin: the golden suite's collection, one session's settings and per-case checker,
syrupy's options, the order and durations of cases, and the end-of-run report.
"""
