"""Reading and rendering artifact text: the one tokenizer (``pytext``), graphs as ordered ops
(``graphtext``), the summary's YAML form (``summary_yaml``).
"""
