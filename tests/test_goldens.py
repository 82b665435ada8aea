"""The golden suite: one test per catalog case, parametrized by case id.

`pytest tests/test_goldens.py` compares; add `--snapshot-update` to regenerate.
"""

import pytest


@pytest.mark.golden
def test_golden(fxgolden_case, fxgolden):
    fxgolden.check(fxgolden_case)
