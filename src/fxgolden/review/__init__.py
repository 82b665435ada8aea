"""Review of golden changes: semantic diff, pending review, HTML report, PR review.

Stages: ``fxgolden.text.graphtext`` parses artifact text (checks read it too), ``classify`` labels a change,
``changes`` collects changes from the pending area or from git, ``pending``
accepts or rejects pending files, ``render_text`` / ``render_html`` / ``render_markdown`` show them
(``step_summary``: on GitHub Actions' job page).
"""
