"""One case run end to end (``runner``) and the typed record of its outcome (``record``).
"""
