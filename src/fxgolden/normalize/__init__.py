"""Normalization: ordered tables of small named rules per artifact kind (``pipeline`` applies them).

This file imports nothing, so ``fxgolden.normalize.version`` costs golden storage no rule table.
"""
