"""Compiling a case and capturing what the compiler produced: the fake world, the process groups'
collective log, the body's context, the recording backends, the summary, eager-vs-compiled numerics.
"""
