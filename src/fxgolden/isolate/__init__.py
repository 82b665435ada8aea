"""Every case in a fresh process: the fork server, jobs, reuse of identical earlier runs (the result
cache and the dependencies it keys on), and the real-process-group cross-check's ranks.
"""
