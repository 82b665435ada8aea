"""FileCheck-style invariants declared with a case, and running them on artifact text.
"""
