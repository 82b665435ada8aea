"""The review's root causes as GitHub Markdown (``review.render_markdown``): a PR comment and the job summary.

Rows come from changes injected into copies of real goldens, as ``test_rootcause`` makes them; the page is then
read as GitHub would: which HTML tags survive, where code fences end, how table cells split, how long it is.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from fxgolden.review import render_markdown, rootcause, step_summary
from fxgolden.review.rows import CaseErrorText
from test_review import CASE, COLLECTIVE, SUITE_CASE, cli, git, project, two_pending  # noqa: F401
from test_rootcause import ASSERT_CASES, CLONE_CASES, _change, clone_after_first_wait, group_asserts

TITLE, FULL = "fxgolden: golden changes since origin/main", "fxgolden review --git origin/main"
HOSTILE_ERROR = ("RuntimeError: shapes a | b differ <script>alert(1)</script> & <div style=\"x\"> in "
                 "/usr/lib/python3/site-packages/torch/x.py\nsecond | line")


def two_causes_and_an_error() -> list[rootcause.RootCause]:
    changes = [_change(case, "g0.inductor_forward.py", group_asserts) for case in ASSERT_CASES]
    changes += [_change(case, "g0.forward.py", clone_after_first_wait) for case in CLONE_CASES]
    return rootcause.group(changes, errors=[CaseErrorText("tp/raises", HOSTILE_ERROR)])


def outside_fences(page: str) -> list[str]:
    """The page's lines that GitHub reads as Markdown or HTML: those of fenced code blocks left out (a fence closes
    on a line of at least as many backticks as opened it, and nothing else)."""
    kept, fence = [], ""
    for line in page.splitlines():
        run = re.match(r"^(`{3,})", line)
        if fence:
            if run and len(run.group(1)) >= len(fence) and not line[len(run.group(1)):].strip():
                fence = ""
        elif run:
            fence = run.group(1)
        else:
            kept.append(line)
    assert not fence, "a code fence is never closed"
    return kept


def fence_lengths(page: str) -> list[int]:
    return [len(m.group(1)) for m in re.finditer(r"^(`{3,})(?:diff|text)$", page, re.MULTILINE)]


def test_only_details_and_summary_tags_outside_code_and_no_attributes():
    page = render_markdown.render(two_causes_and_an_error(), title=TITLE, full_report=FULL)
    tags = [m.group(0) for line in outside_fences(page) for m in re.finditer(r"</?[A-Za-z][^>]*>?", line)]
    assert tags, "the long diffs are folded into <details>"
    assert {re.match(r"</?([A-Za-z]+)", tag).group(1) for tag in tags} == {"details", "summary"}, tags
    assert all(tag in ("<details>", "</details>", "<summary>", "</summary>") for tag in tags), tags
    text = "\n".join(outside_fences(page))
    assert "&lt;script&gt;alert(N)&lt;/script&gt; &amp; &lt;div" in text  # the error row's description, escaped
    assert "<script>alert(1)</script>" in page  # the same message as code, inside its fence


def test_a_diff_holding_backtick_runs_sits_in_a_longer_fence():
    def with_backticks(text: str) -> str:
        return clone_after_first_wait(text).replace(
            "injected_clone = ", "injected_clone = ````` ``` `` ", 1) + "# ```\n# ```diff\n```\n"

    cause, = rootcause.group([_change("tp/two_mlp[plain]", "g0.forward.py", with_backticks)])
    diff = cause.representative.diff.shown
    assert "`````" in diff and "\n+```\n" in diff
    page = render_markdown.render([cause], title=TITLE, full_report=FULL)
    assert fence_lengths(page) == [6]
    kept = outside_fences(page)
    assert not any("injected_clone" in line or line.startswith("+") for line in kept)  # the whole diff is code
    assert kept[-1] == "</details>"


def test_a_table_cell_escapes_pipes_and_newlines():
    assert render_markdown.text("a | b\nc") == r"a \| b c"
    assert render_markdown.text("- 1. x") == r"\- 1. x" and render_markdown.text("1. x") == r"1\. x"  # no list
    page = render_markdown.render(two_causes_and_an_error(), title=TITLE, full_report=FULL)
    rows = [line for line in outside_fences(page) if line.startswith("| ")][1:]
    assert len(rows) == 3
    for row in rows:  # every row has the header's five cells: no | of a description splits one
        assert len(re.findall(r"(?<!\\)\|", row)) == 6, row
    error_row = next(row for row in rows if "| error |" in row)
    assert r"shapes a \| b differ" in error_row


def test_details_blocks_are_balanced_with_blank_lines_around_their_markdown():
    page = render_markdown.render(two_causes_and_an_error(), title=TITLE, full_report=FULL)
    lines = page.splitlines()
    depth, opened = 0, 0
    for index, line in enumerate(outside_fences(page)):
        depth += line.count("<details>") - line.count("</details>")
        assert depth in (0, 1), f"nested or unopened <details> at line {index}"
        opened += line.count("<details>")
    assert depth == 0 and opened == 2
    for index, line in enumerate(lines):
        if line.startswith("<details>"):
            assert re.fullmatch(r"<details><summary>[^<>]*</summary>", line) and lines[index + 1] == ""
        if line == "</details>":
            assert lines[index - 1] == ""


def test_a_huge_diff_is_cut_short_and_the_page_says_what_shows_it_all():
    def huge(text: str) -> str:
        return group_asserts(text) + "".join(f"# {'x' * 300} {n} | <b>\n" for n in range(500))

    changes = [_change(case, "g0.inductor_forward.py", huge) for case in ASSERT_CASES]
    changes += [_change(case, "g0.forward.py", clone_after_first_wait) for case in CLONE_CASES]
    causes = rootcause.group(changes)
    assert len(causes[-1].representative.diff.shown) > render_markdown.COMMENT_LIMIT
    page = render_markdown.render(causes, title=TITLE, full_report=FULL)
    assert len(page) <= render_markdown.COMMENT_LIMIT and len(page.encode()) <= render_markdown.COMMENT_LIMIT
    assert page.rstrip().endswith(f"`{FULL}` shows them all._")
    assert "1 example diff cut short" in page.splitlines()[-1]
    assert "injected_clone" in page  # the small diff of the other row stays whole
    assert fence_lengths(page) == [3, 3]


def test_past_the_limit_diffs_then_rows_are_left_out_and_counted():
    causes = two_causes_and_an_error()
    whole = render_markdown.render(causes, title=TITLE, full_report=FULL)
    no_diffs = render_markdown.render(causes, title=TITLE, full_report=FULL, limit=len(whole.encode()) - 100)
    assert "```diff" in no_diffs and "1 example diff left out" in no_diffs.splitlines()[-1]
    assert len(re.findall(r"^\| \d+ \|", no_diffs, re.MULTILINE)) == 3
    few_rows = render_markdown.render(causes, title=TITLE, full_report=FULL, limit=1400)
    assert len(few_rows.encode()) <= 1400
    assert "of 3 rows left out" in few_rows.splitlines()[-1]
    assert len(re.findall(r"^\| \d+ \|", few_rows, re.MULTILINE)) < 3


def test_the_page_renders_as_commonmark_with_tables():
    """Read by a CommonMark parser with GFM tables: five cells a row, the escaped text back as it was, three fences
    whose code is the example whole, and no tag but <details>/<summary> outside code."""
    markdown_it = pytest.importorskip("markdown_it")
    page = render_markdown.render(two_causes_and_an_error(), title=TITLE, full_report=FULL)
    parser = markdown_it.MarkdownIt("commonmark").enable("table")
    tokens = parser.parse(page)
    cells = [tokens[i + 1] for i, t in enumerate(tokens) if t.type == "td_open"]
    assert len(cells) == 3 * 5
    described = "".join(child.content for child in cells[2].children if child.type == "text")
    assert described.startswith("the case raised: RuntimeError: shapes a | b differ <script>alert(N)</script> & ")
    fences = [t for t in tokens if t.type == "fence"]
    assert [t.info for t in fences] == ["text", "diff", "diff"]
    assert fences[0].content == HOSTILE_ERROR + "\n"
    html = [t.content for t in tokens if t.type in ("html_block", "html_inline")]
    assert len(html) == 4 and all(re.fullmatch(r"<details><summary>[^<>]*</summary>\n|</details>\n", h) for h in html)


def test_the_job_summary_is_appended_to_never_truncated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    summary = tmp_path / "step_summary.md"
    summary.write_text("### an earlier step's line\n")
    monkeypatch.setenv(step_summary.ENV, str(summary))
    written = step_summary.append_causes(two_causes_and_an_error(), title="fxgolden nightly: torch 2.99",
                                         totals="3 cases: 0 ok", full_report="nightly-out/report.html")
    assert written == summary
    text = summary.read_text()
    assert text.startswith("### an earlier step's line\n\n## fxgolden nightly: torch 2.99\n")
    assert "| 2 | structural |" in text
    monkeypatch.delenv(step_summary.ENV)
    assert step_summary.append_causes([], title="x", totals="", full_report="y") is None
    assert summary.read_text() == text


def test_the_nightly_appends_its_root_causes_to_the_job_summary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """The nightly's outputs (``_write_outputs``) end with its root causes on the job's page, from the rows its
    report shows."""
    import argparse
    import io

    from fxgolden.nightly import command
    from fxgolden.nightly.results import CaseStatus, Status

    summary = tmp_path / "step_summary.md"
    summary.write_text("an earlier step's line\n")
    monkeypatch.setenv(step_summary.ENV, str(summary))
    causes = two_causes_and_an_error()
    records = [CaseStatus(case, Status.DRIFT) for case in ASSERT_CASES + CLONE_CASES]
    records.append(CaseStatus("tp/raises", Status.ERROR, message=HOSTILE_ERROR))
    counts = {"cases": 10, "changed": 9, "failed": 0, "errored": 1}
    run_info = {"started": "2026-01-01T00:00:00+00:00", "torch": "2.99", "spec": "torch==2.99", "shard": "1/1",
                "counts": counts, "compile_s": 1.0, "wall_s": 2.0, "exit_code": 1}
    out = tmp_path / "out"
    out.mkdir()
    command._write_outputs(out, argparse.Namespace(history=None), run_info, records, [], causes, "2.99",
                           io.StringIO())
    text = summary.read_text()
    assert text.startswith("an earlier step's line\n\n## fxgolden nightly: torch 2.99\n\n2026-01-01T00:00:00+00:00 "
                           "· shard 1/1 · 10 cases: 9 changed, 0 failed, 1 errored\n")
    assert [line.split(" | ")[1] for line in text.splitlines() if re.match(r"\| \d+ \|", line)] == \
        [cause.label for cause in causes]
    assert text.rstrip().endswith("</details>")  # nothing cut: the whole page fits the step's limit


def test_an_unwritable_job_summary_is_a_warning(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys):
    monkeypatch.setenv(step_summary.ENV, str(tmp_path / "no" / "such" / "folder" / "summary.md"))
    assert step_summary.append("## x\n") is None
    assert "warning: the job summary" in capsys.readouterr().err


def test_review_git_markdown_writes_the_pull_request_comment(project: Path, tmp_path: Path):  # noqa: F811
    git(project, "init", "-q")
    git(project, "add", "-A")
    git(project, "commit", "-qm", "goldens")
    forward = project / "goldens" / "cpu" / CASE / "g0.forward.py"
    forward.write_text(forward.read_text().replace(*COLLECTIVE))
    code, out, _ = cli(project, "review", "--git", "HEAD", "--markdown", str(tmp_path / "review.md"))
    assert code == 0 and f"Markdown report: {tmp_path / 'review.md'}" in out
    page = (tmp_path / "review.md").read_text()
    assert page.startswith("## fxgolden: golden changes since HEAD\n")
    assert re.search(r"^\| 1 \| [a-z-]+ \| .+ \| 1 \(1 drifted\) \| 1 \|$", page, re.MULTILINE), page
    code, out, err = cli(project, "review", "--git", "HEAD", "--markdown", "-")
    assert code == 0 and out == page and "collectives" in err  # stdout: the Markdown alone


def test_review_markdown_of_pending_changes(project: Path):  # noqa: F811
    two_pending(project)
    code, out, err = cli(project, "review", "--list", "--no-diff", "--markdown", "-")
    assert code == 0, err
    assert out.startswith("## fxgolden: pending golden changes (profile cpu)\n") and "fix/ar\\_pointwise" in out


def test_fxgolden_run_appends_its_root_causes_to_the_job_summary(tmp_path: Path):
    """Through the real suite: an update run appends its passing line, a compare run its root causes."""
    (tmp_path / "pyproject.toml").write_text('[tool.fxgolden]\ncases = "cases"\ngoldens = "goldens"\n')
    (tmp_path / "cases").mkdir()
    (tmp_path / "cases" / "__init__.py").write_text("")
    (tmp_path / "cases" / "tiny.py").write_text(textwrap.dedent(SUITE_CASE))
    summary = tmp_path / "summary.md"
    summary.write_text("an earlier step's line\n")
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS")}
    env[step_summary.ENV] = str(summary)

    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "fxgolden", "--root", str(tmp_path), "run", *args],
                              cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)

    assert run("--update").returncode == 0
    passing = summary.read_text()
    assert passing.startswith("an earlier step's line\n\n**fxgolden run**: 1 cases: 1 passed, 0 failed; artifacts: ")
    forward = tmp_path / "goldens" / "cpu" / "tiny" / "sin_cos" / "g0.forward.py"
    forward.write_text(forward.read_text().replace("aten.cos.default", "aten.tan.default"))
    assert run().returncode == 1
    text = summary.read_text()
    assert text.startswith(passing) and "## fxgolden run: golden changes (profile cpu)" in text
    assert "1 cases: 0 passed, 1 failed" in text and "| 1 | structural |" in text and "tiny/sin\\_cos" in text
