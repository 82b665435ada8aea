"""Goldens: one plain-text file per artifact under ``goldens/<profile>/<case id>/``."""
