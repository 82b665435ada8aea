"""The HTML review report, opened in headless Chromium as a person would open it.

Chromium is Debian's (scripts/install-chromium.sh). The test reads the DOM
Chromium built (--dump-dom), captures console errors from its log
(--enable-logging=stderr), and takes a screenshot (--screenshot). A control
page with a deliberate script error proves the error capture works.
"""

from __future__ import annotations

import html.parser
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from fxgolden.golden import header as header_mod
from fxgolden.review.changes import build_change
from fxgolden.review.render_html import render_page, write_page

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DATA = Path(__file__).parent / "data" / "review" / "fix_ar_pointwise"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--enable-logging=stderr", "--v=0"]
CONSOLE_ERROR = re.compile(r":(?:INFO|ERROR|WARNING):CONSOLE[^\]]*\] \"(.*)\", source: (\S+)")

# On CI (where .ci/run installs chromium first) a missing browser is a failure, never a skip.
if not Path(CHROMIUM).exists() and os.environ.get("CI", "").lower() in ("1", "true", "yes", "on"):
    raise RuntimeError("chromium missing on CI: scripts/install-chromium.sh must run before pytest")
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="chromium missing: run scripts/install-chromium.sh")


def chromium(page: Path, profile: Path, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([CHROMIUM, *FLAGS, f"--user-data-dir={profile}", *extra, page.as_uri()],
                          capture_output=True, text=True, timeout=120, check=False)


def console_messages(stderr: str) -> list[str]:
    return [m.group(1) for m in CONSOLE_ERROR.finditer(stderr)]


class Rows(html.parser.HTMLParser):
    """Text of each row of the table with id ``summary`` and of the whole body."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[str] = []
        self.text: list[str] = []
        self._table = 0
        self._row: list[str] | None = None

    def handle_starttag(self, tag, attrs):  # noqa: ANN001
        if tag == "table" and ("id", "summary") in attrs:
            self._table = 1
        elif tag == "tr" and self._table:
            self._row = []

    def handle_endtag(self, tag):  # noqa: ANN001
        if tag == "table":
            self._table = 0
        elif tag == "tr" and self._row is not None:
            self.rows.append(" ".join(" ".join(self._row).split()))
            self._row = None

    def handle_data(self, data):  # noqa: ANN001
        self.text.append(data)
        if self._row is not None:
            self._row.append(data)


def body(name: str) -> str:
    return header_mod.split((DATA / name).read_text())[1]


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> Path:
    fx, ind = body("g0.forward.py"), body("g0.inductor_forward.py")
    changes = [
        build_change("fix/ar_pointwise", "g0.forward.py", fx,
                     fx.replace("all_reduce.default(mul, 'sum'", "all_reduce.default(mul, 'avg'"),
                     old_label="golden", new_label="pending"),
        build_change("fix/ar_pointwise", "g0.inductor_forward.py", ind,
                     ind.replace("static_cast<float>(2.0)", "static_cast<float>(3.0)"),
                     old_label="golden", new_label="pending"),
        # Content that must be escaped, never interpreted.
        build_change("fix/escape[x]", "error.txt", "<b>old</b>\n",
                     "<script>window.__pwned = 1; console.error('injected')</script>\n",
                     old_label="golden", new_label="pending"),
    ]
    folder = tmp_path_factory.mktemp("html")
    return write_page(folder, render_page(changes, title="fxgolden: pending golden changes"))


def test_report_shows_table_rows_and_the_changed_line_without_script_errors(report: Path, tmp_path: Path) -> None:
    result = chromium(report, tmp_path / "profile", "--dump-dom")
    assert result.returncode == 0, result.stderr[-2000:]
    dom = Rows()
    dom.feed(result.stdout)
    assert dom.rows[0].split() == ["case", "artifact", "labels", "lines", "+", "lines", "−"]
    assert dom.rows[1:] == [
        "fix/ar_pointwise g0.forward collectives +1 −1",  # riskiest first
        "fix/ar_pointwise g0.inductor_forward kernel-body +1 −1",
        "fix/escape[x] error other +1 −1",
    ]
    text = "".join(dom.text)
    assert "auto tmp2 = static_cast<float>(3.0);" in text  # the changed kernel line is on the page
    assert "_c10d_functional.all_reduce.default ('avg', 'mesh_tp')" in text  # the collectives side by side
    assert "<script>window.__pwned = 1; console.error('injected')</script>" in text  # shown as text
    assert "<script" not in result.stdout.replace("&lt;script", "")  # and never as an element
    assert console_messages(result.stderr) == []


def test_console_error_capture_works_on_a_broken_page(tmp_path: Path) -> None:
    page = tmp_path / "broken.html"
    page.write_text("<!DOCTYPE html><p>x</p><script>console.error('boom'); notDefined();</script>")
    result = chromium(page, tmp_path / "profile", "--dump-dom")
    messages = console_messages(result.stderr)
    assert "boom" in messages
    assert any("notDefined is not defined" in m for m in messages)


def test_screenshot_of_the_report(report: Path, tmp_path: Path) -> None:
    shot = tmp_path / "report.png"
    result = chromium(report, tmp_path / "profile", f"--screenshot={shot}", "--window-size=1200,900",
                      "--hide-scrollbars")
    assert result.returncode == 0, result.stderr[-2000:]
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert (width, height) == (1200, 900)
    assert len(data) > 20_000  # a rendered page, not a blank canvas
