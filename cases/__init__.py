"""The fxgolden catalog: one module per family; shared models live in ``models.py``."""
