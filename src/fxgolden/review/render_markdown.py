"""Root-cause rows as GitHub-flavoured Markdown: a pull-request comment, or a GitHub Actions job summary.

GitHub sanitizes what it renders: of HTML it keeps ``<details>``/``<summary>`` (and drops styles and scripts),
so the page is plain Markdown with collapsible diffs. Text from goldens, case ids and messages is escaped
(entities for ``<``, ``>`` and ``&``, backslashes for Markdown's punctuation) and diffs sit in code fences
longer than any backtick run they hold, so no golden can end a fence or open a tag. A comment holds
``COMMENT_LIMIT`` characters and a step's summary ``STEP_SUMMARY_LIMIT`` bytes: past its limit the page
cuts diffs short, then leaves diffs out, then rows, and says so at its end.
"""

from __future__ import annotations

import dataclasses
import functools
import html
import re
from typing import TYPE_CHECKING, Sequence

if TYPE_CHECKING:
    from fxgolden.review.rows import RootCause

COMMENT_LIMIT = 65536  # GitHub: the most characters a pull-request or issue comment holds
STEP_SUMMARY_LIMIT = 1024 * 1024  # GitHub Actions: the most bytes one step may write to its job summary
COLLAPSED_OVER = 8  # an example longer than this many lines is folded into <details>
CLIPPED_LINES, CLIPPED_WIDTH = 40, 240  # an example cut short to fit: its first lines, each at most this wide
_MARKDOWN_PUNCTUATION = re.compile(r"([\\`*_\[\]|~$#!])")
_LINE_START = re.compile(r"^(\d{1,9}(?=[.)])|(?=[-+=]))")  # a list item (- + 1. 1)) or a heading's underline


def text(value: object) -> str:
    """Plain text in Markdown, on one line: no tag, entity, emphasis, link, math or table cell can start inside it,
    and no list or heading where it starts a line."""
    escaped = _MARKDOWN_PUNCTUATION.sub(r"\\\1", " ".join(html.escape(str(value), quote=False).split()))
    return _LINE_START.sub(r"\1\\", escaped, count=1)


def code(value: str) -> str:
    """``value`` as inline code, in a backtick run longer than any it holds."""
    longest = max((len(run) for run in re.findall(r"`+", value)), default=0)
    ticks = "`" * (longest + 1)
    return f"{ticks} {value} {ticks}" if value.startswith("`") or value.endswith("`") else f"{ticks}{value}{ticks}"


def fenced(body: str, language: str = "") -> str:
    """``body`` in a code fence longer than any run of backticks it holds (so none of its lines closes it)."""
    longest = max((len(run) for run in re.findall(r"`+", body)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}{language}\n{body.rstrip(chr(10))}\n{fence}"


def collapsible(summary: str, body: str) -> str:
    """``body`` (Markdown) folded under ``summary`` (plain text): blank lines around the body so GitHub renders
    its Markdown, the summary escaped as HTML because Markdown does not run inside the tag."""
    return f"<details><summary>{html.escape(summary, quote=False)}</summary>\n\n{body}\n\n</details>"


@dataclasses.dataclass
class _Row:
    """One cause's table line and section, and its example (a diff or a message) in full and cut short."""

    table_line: str
    section: str
    example: str
    clipped: str  # == example when there is nothing to cut

    def rendered(self, level: int) -> str:
        """Its section with the example in full (0), cut short (1) or left out (2)."""
        example = (self.example, self.clipped, "")[level]
        return self.section + (f"\n\n{example}" if example else "")

    @functools.cached_property
    def sizes(self) -> tuple[int, ...]:
        """The bytes of ``rendered(level)`` for each level (measured once: a page is measured while it is fitted)."""
        return tuple(_size(self.rendered(level)) for level in range(3))


def render(causes: Sequence["RootCause"], *, title: str, full_report: str, totals: str = "",
           limit: int = COMMENT_LIMIT) -> str:
    """The page: a heading, the run's totals (when the caller has them), a table of the root causes, then one
    section per cause with its notes and example diff; at most ``limit`` bytes of UTF-8 (the cuts named at its
    end with ``full_report``, the command or file that shows everything)."""
    from fxgolden.review.rootcause import in_several_rows

    head = [f"## {text(title)}"] + ([text(totals)] if totals else [])
    if not causes:
        return "\n\n".join([*head, "No root cause: no golden changed, no check failed, no case raised."]) + "\n"
    head.append(text(f"{len(causes)} root cause{'s' * (len(causes) != 1)}, riskiest first"
                     f"{in_several_rows(causes)}:"))
    page = _Page(head, [_row(index, cause) for index, cause in enumerate(causes, 1)], limit, full_report)
    return page.fitted()


_TABLE_HEAD = "| # | label | what changed | cases | artifacts |\n|---:|---|---|---|---:|"


@dataclasses.dataclass
class _Page:
    """The rows and what is kept of them: every example in full, else every long one cut short, else examples
    left out from the last row up, else rows left out from the last up, until the page fits ``limit``."""

    head: list[str]
    rows: list[_Row]
    limit: int
    full_report: str

    def fitted(self) -> str:
        """The page, cut as little as it takes to fit."""
        kept, levels = len(self.rows), [0] * len(self.rows)
        if self._size(kept, levels) > self.limit:
            levels = [1] * len(self.rows)
        for index in reversed(range(len(self.rows))):
            if self._size(kept, levels) <= self.limit:
                break
            levels[index] = 2
        while kept and self._size(kept, levels) > self.limit:
            kept -= 1
        return "\n\n".join(self._parts(kept, levels)) + "\n"

    def _parts(self, kept: int, levels: list[int]) -> list[str]:
        rows = list(zip(self.rows[:kept], levels))
        table = "\n".join([_TABLE_HEAD, *(row.table_line for row, _ in rows)])
        return [*self.head, table, *(row.rendered(level) for row, level in rows), *self._footer(kept, levels)]

    def _footer(self, kept: int, levels: list[int]) -> list[str]:
        """The closing note on what was cut (none when nothing was)."""
        rows = list(zip(self.rows[:kept], levels))
        left_out = sum(1 for row, level in rows if level == 2 and row.example)
        clipped = sum(1 for row, level in rows if level == 1 and row.clipped != row.example)
        cuts = [f"{len(self.rows) - kept} of {len(self.rows)} rows left out"] if kept < len(self.rows) else []
        cuts += [f"{n} example diff{'s' * (n != 1)} {what}" for n, what in ((left_out, "left out"),
                                                                        (clipped, "cut short")) if n]
        if not cuts:
            return []
        return [f"_{text('; '.join(cuts))} to stay under GitHub's size limit ({self.limit} bytes); "
                f"{code(' '.join(self.full_report.split()))} shows them all._"]

    def _size(self, kept: int, levels: list[int]) -> int:
        """The page's size in bytes, from its parts' (each row's measured once per level)."""
        parts = [*self.head, *self._footer(kept, levels)]
        size = sum(_size(part) for part in parts) + _size(_TABLE_HEAD)
        size += sum(_size(row.table_line) + 1 + row.sizes[level] for row, level in zip(self.rows[:kept], levels))
        return size + 2 * (len(parts) + kept) + 1  # the blank lines between parts, the table's, the last newline


def _size(part: str) -> int:
    return len(part.encode("utf-8"))


def _row(index: int, cause: "RootCause") -> _Row:
    artifacts = len(cause.changes)
    table_line = (f"| {index} | {text(cause.label)} | {text(cause.description)} | "
                  f"{len(cause.cases)} ({text(cause.tally())}) | {artifacts} |")
    section = [f"### {index}. {text(cause.label)}: {text(cause.tally())}", text(cause.description)]
    if cause.explanation:
        section.append(f"_{text(cause.explanation)}_")
    notes = [f"- **{text(name)}**: {text(value)}" for name, value in cause.notes()]
    notes += [f"- **check failed**: {text(f'{f.case_id}/{f.filename}: {f.check}')}" for f in cause.failures[:3]]
    section.append("\n".join(notes))
    example, clipped = _example(cause)
    return _Row(table_line, "\n\n".join(section), example, clipped)


def _example(cause: "RootCause") -> tuple[str, str]:
    """The row's representative diff, else the first error it holds, in full and cut short; ("", "") for none."""
    rep = cause.representative
    if rep is not None and rep.diff.shown:
        what, body, language = f"e.g. {rep.key} (+{rep.diff.added} −{rep.diff.removed})", rep.diff.shown, "diff"
    elif cause.errors:
        what, body, language = f"e.g. {cause.errors[0].case_id} raised", cause.errors[0].message, "text"
    else:
        return "", ""
    lines = body.rstrip("\n").splitlines()
    short = [line if len(line) <= CLIPPED_WIDTH else line[:CLIPPED_WIDTH] + " …" for line in lines[:CLIPPED_LINES]]
    full = _shown(what, lines, language)
    if short == lines:
        return full, full
    return full, _shown(f"{what}, first {len(short)} of {len(lines)} lines, cut to {CLIPPED_WIDTH} columns", short,
                        language)


def _shown(what: str, lines: list[str], language: str) -> str:
    block = fenced("\n".join(lines), language)
    if len(lines) > COLLAPSED_OVER:
        return collapsible(f"{what}, {len(lines)} lines", block)
    return f"{text(what)}:\n\n{block}"
