"""A static HTML page of classified changes: a summary table, then each change with its diff.

Everything that comes from goldens, case ids or messages is escaped
(``html.escape``; pygments escapes the diffs it highlights). The page has no
script and loads nothing: it can be opened from a CI artifact as it is.
"""

from __future__ import annotations

import dataclasses
import html
import re
from pathlib import Path
from typing import TYPE_CHECKING, Sequence, cast

from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import DiffLexer

from fxgolden.base.files import atomic_write_text
from fxgolden.review.changes import Change, sort_by_risk
from fxgolden.review.classify import DESCRIPTIONS, Label
from fxgolden.review.rows import compact_cases

if TYPE_CHECKING:
    from fxgolden.review.rows import RootCause

PAGE_NAME = "index.html"

_CSS = """
body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1f2328; }
h1 { font-size: 1.4rem; } h2 { font-size: 1.1rem; margin-top: 2rem; border-bottom: 1px solid #d0d7de; }
table { border-collapse: collapse; margin: .5rem 0; }
th, td { border: 1px solid #d0d7de; padding: .25rem .5rem; text-align: left; vertical-align: top; }
th { background: #f6f8fa; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
.label { display: inline-block; border-radius: .6rem; padding: 0 .45rem; margin: 0 .15rem .1rem 0;
         font-size: .8rem; background: #eaeef2; }
.risk-0, .risk-1 { background: #ffd7d5; } .risk-2, .risk-3, .risk-4 { background: #fff1c2; }
.risk-5, .risk-6 { background: #ddf4ff; }
.problem { color: #cf222e; } .added { color: #1a7f37; } .removed { color: #cf222e; }
.meta { color: #59636e; }
.changed-row td { background: #fff8c5; }
.highlight { overflow-x: auto; font-size: .8rem; border: 1px solid #d0d7de; padding: .25rem; }
.status-drift, .status-error, .status-crash, .status-timeout, .status-failed { color: #cf222e; font-weight: 600; }
.status-fixed-upstream { color: #1a7f37; font-weight: 600; }
table { max-width: 100%; table-layout: auto; }
td pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; max-width: 60rem; }
td.labels { white-space: nowrap; }
#causes td.desc { min-width: 24rem; max-width: 40rem; overflow-wrap: anywhere; }
#causes .note { color: #555; font-size: 90%; }
.explained { color: #0550ae; }
details > summary { cursor: pointer; color: #0550ae; }
"""


@dataclasses.dataclass(frozen=True)
class StatusRow:
    """One case in a run's status table (used by the nightly report)."""

    case_id: str
    status: str
    labels: tuple[str, ...] = ()
    seconds: float | None = None
    message: str = ""


def anchor(change: Change) -> str:
    """A stable, HTML-safe id for a change's section."""
    return "c-" + re.sub(r"[^A-Za-z0-9_-]+", "-", f"{change.case_id}-{change.artifact}").strip("-")


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _labels(labels: Sequence[str]) -> str:
    out = []
    for name in labels:
        label = cast("Label | None", Label._value2member_map_.get(str(name)))
        risk = label.risk if label is not None else len(Label)
        title = DESCRIPTIONS[label] if label is not None else str(name)
        out.append(f'<span class="label risk-{risk}" title="{_e(title)}">{_e(name)}</span>')
    return "".join(out)


def _summary_table(changes: Sequence[Change]) -> str:
    rows = ["<table id=\"summary\"><thead><tr><th>case</th><th>artifact</th><th>labels</th>"
            "<th>lines +</th><th>lines −</th></tr></thead><tbody>"]
    for change in changes:
        rows.append(f'<tr><td><a href="#{anchor(change)}">{_e(change.case_id)}</a></td><td>{_e(change.artifact)}</td>'
                    f"<td>{_labels(change.labels)}</td><td class=\"num added\">+{change.diff.added}</td>"
                    f"<td class=\"num removed\">−{change.diff.removed}</td></tr>")
    rows.append("</tbody></table>")
    return "\n".join(rows)


def _collectives_table(old: Sequence[str], new: Sequence[str]) -> str:
    rows = ['<table class="collectives"><thead><tr><th>before</th><th>after</th></tr></thead><tbody>']
    for i in range(max(len(old), len(new))):
        a = old[i] if i < len(old) else ""
        b = new[i] if i < len(new) else ""
        css = "" if a == b else ' class="changed-row"'
        rows.append(f"<tr{css}><td><code>{_e(a)}</code></td><td><code>{_e(b)}</code></td></tr>")
    rows.append("</tbody></table>")
    return "\n".join(rows)


def _section(change: Change, formatter: HtmlFormatter) -> str:
    parts = [f'<section id="{anchor(change)}" class="change">',
             f"<h2>{_e(change.case_id)} — {_e(change.artifact)}</h2>",
             f"<p>{_labels(change.labels)} <span class=\"added\">+{change.diff.added}</span> "
             f"<span class=\"removed\">−{change.diff.removed}</span></p>"]
    parts += [f'<p class="problem">[check failed]</p><pre>{_e(failure.message)}</pre>'
              for failure in change.failed_checks]
    if change.problem:
        parts.append(f'<p class="problem">cannot accept: {_e(change.problem)}</p>')
    details = [f"<li>{_e(DESCRIPTIONS[label])}</li>" for label in change.labels]
    details += [f"<li>{_e(line)}</li>" for line in change.classification.details]
    parts.append("<ul class=\"semantic\">" + "".join(details) + "</ul>")
    if change.classification.collectives is not None:
        parts.append(_collectives_table(*change.classification.collectives))
    if change.diff.shown:
        parts.append(highlight(change.diff.shown, DiffLexer(), formatter))
    if change.diff.truncated:
        parts.append('<p class="meta">diff truncated; the full diff is in the text report</p>')
    parts.append("</section>")
    return "\n".join(parts)


def _brief(message: str, *, lines: int = 12) -> str:
    """The first lines of a long message (tracebacks keep their head; the JSON has them whole)."""
    kept = message.strip().splitlines()
    return "\n".join(kept[:lines]) + (f"\n... ({len(kept) - lines} more lines)" if len(kept) > lines else "")


def _causes_table(causes: Sequence["RootCause"]) -> str:
    """One row per root cause, riskiest first: what changed, how widely, why (when the nightly found out)."""
    out = ['<table id="causes"><thead><tr><th>#</th><th>label</th><th>what changed</th><th>cases</th>'
           "<th>drifted, failed, errored</th><th>artifacts</th><th>example</th></tr></thead><tbody>"]
    for index, cause in enumerate(causes, 1):
        explanation = f'<br><span class="explained">{_e(cause.explanation)}</span>' if cause.explanation else ""
        explanation += "".join(f'<br><span class="note">{_e(name)}: {_e(text)}</span>'
                               for name, text in cause.notes() if name != "cases")
        cases = "<details><summary>{n} case{s}</summary>{items}</details>".format(
            n=len(cause.cases), s="s" * (len(cause.cases) != 1), items=_e(compact_cases(cause.cases)))
        out.append(f"<tr><td class=\"num\">{index}</td><td class=\"labels\">{_labels([cause.label])}</td>"
                   f"<td class=\"desc\">{_e(cause.description)}{explanation}</td><td>{cases}</td>"
                   f"<td>{_e(cause.tally())}</td><td class=\"num\">{len(cause.changes)}</td>"
                   f"<td>{_example(cause)}</td></tr>")
    out.append("</tbody></table>")
    return "\n".join(out)


def _example(cause: "RootCause") -> str:
    """A link to the row's smallest change, else the first failed check or error it holds."""
    rep = cause.representative
    if rep is not None:
        return f'<a href="#{anchor(rep)}">{_e(rep.key)}</a>'
    if cause.failures:
        first = cause.failures[0]
        return _e(f"{first.case_id}/{first.filename}: {first.check}")
    return _e(cause.errors[0].case_id) if cause.errors else ""


def _status_table(rows: Sequence[StatusRow]) -> str:
    """Cases that need a look first; ok cases folded under one line."""
    quiet = [row for row in rows if row.status in ("ok", "xfail", "not-run")]
    loud = [row for row in rows if row not in quiet]
    out = ['<table id="cases"><thead><tr><th>case</th><th>status</th><th>labels</th><th>seconds</th>'
           "<th>message</th></tr></thead><tbody>"]
    out += _status_rows(loud)
    out.append("</tbody></table>")
    if quiet:
        counts = ", ".join(f"{sum(r.status == s for r in quiet)} {s}" for s in ("ok", "xfail", "not-run")
                           if any(r.status == s for r in quiet))
        out.append(f"<details><summary>{_e(counts)}</summary><table id=\"quiet-cases\"><tbody>")
        out += _status_rows(quiet)
        out.append("</tbody></table></details>")
    return "\n".join(out)


def _status_rows(rows: Sequence[StatusRow]) -> list[str]:
    out = []
    for row in rows:
        seconds = "" if row.seconds is None else f"{row.seconds:.1f}"
        out.append(f"<tr><td>{_e(row.case_id)}</td><td class=\"status-{_e(row.status)}\">{_e(row.status)}</td>"
                   f"<td class=\"labels\">{_labels(row.labels)}</td><td class=\"num\">{seconds}</td>"
                   f"<td><pre>{_e(_brief(row.message))}</pre></td></tr>")
    return out


def render_page(changes: Sequence[Change], *, title: str, subtitle: str = "",
                statuses: Sequence[StatusRow] = (), causes: Sequence["RootCause"] | None = None) -> str:
    """The whole page: root causes first, then a per-case table (``statuses``, nightly runs), then each change."""
    from fxgolden.review import rootcause

    ordered = sort_by_risk(changes)
    causes = rootcause.group(ordered) if causes is None else causes
    formatter = HtmlFormatter(cssclass="highlight", nowrap=False)
    body = [f"<h1>{_e(title)}</h1>"]
    if subtitle:
        body.append(f'<p class="meta">{_e(subtitle)}</p>')
    if causes:
        body += [f"<h2>Root causes ({len(causes)}), riskiest first{_e(rootcause.in_several_rows(causes))}</h2>",
                 _causes_table(causes)]
    if statuses:
        body += ["<h2>Cases</h2>", _status_table(statuses)]
    body.append(f"<h2>Changed goldens ({len(ordered)})</h2>")
    body.append(_summary_table(ordered) if ordered else "<p>No golden changed.</p>")
    body += [_section(change, formatter) for change in ordered]
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>{_e(title)}</title><style>{_CSS}{formatter.get_style_defs('.highlight')}</style></head>"
            "<body>\n" + "\n".join(body) + "\n</body></html>\n")


def write_page(folder: Path, page: str) -> Path:
    """Write ``index.html`` into ``folder`` (created if needed) and return its path."""
    path = folder / PAGE_NAME
    atomic_write_text(path, page)
    return path
