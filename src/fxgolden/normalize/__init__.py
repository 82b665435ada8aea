"""Normalization: ordered tables of small named rules per artifact kind."""

from fxgolden.normalize.pipeline import NORMALIZER_VERSION, NormalizeContext, normalize, rules_for

__all__ = ["NORMALIZER_VERSION", "NormalizeContext", "normalize", "rules_for"]
