"""Every `fxgolden` and `pytest` command the docs show runs as written where fxgolden is installed.

The commands are read from the ```sh blocks of the README, docs/ and the example's README. Each `fxgolden`
command is parsed by the real argument parser; each `pytest` command collects the catalog with its options
(`--collect-only`: the plugin loads, every option exists, nothing is compiled); the read-only ones run.
Commands that need a GPU, another torch build or minutes of compiling are parsed and collected, not run.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from fxgolden.cli import build_parser

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), ROOT / "examples" / "mytrainer" / "README.md"]
_SHELL = ("sh", "bash", "console", "shell")
_COMMAND = re.compile(r"^(?:\.venv/bin/)?(?:python3? -m )?(fxgolden|pytest) (.*)$")
# Read-only commands cheap enough to run on the catalog itself.
RUN = {"fxgolden list", "fxgolden review --list --no-diff"}


def shell_blocks(text: str) -> list[str]:
    """The text of every fenced block tagged as shell (```sh, ```bash, ...)."""
    blocks, current, language = [], [], None
    for line in text.splitlines():
        if line.startswith("```"):
            if language is None:
                language, current = line[3:].strip(), []
            else:
                if language in _SHELL:
                    blocks.append("\n".join(current))
                language = None
        elif language is not None:
            current.append(line)
    return blocks


def tool_is_pytest(match: re.Match[str]) -> bool:
    return match.group(1) == "pytest"


def documented_commands() -> list[tuple[str, str, list[str]]]:
    """(where, tool, argv) of each command line in a shell block, continuation lines joined, comments dropped."""
    found = []
    for path in DOCS:
        for block in shell_blocks(path.read_text(encoding="utf-8")):
            for line in block.replace("\\\n", " ").splitlines():
                match = _COMMAND.match(line.strip())
                if match is None:
                    continue
                words = shlex.split(match.group(2), comments=True)
                # a shell variable stands for case ids ($ids: --fxgolden-case flags; $cases: patterns)
                argv = [("--fxgolden-case=core/*" if tool_is_pytest(match) else "core/*") if word.startswith("$")
                        else word for word in words]
                found.append((f"{path.relative_to(ROOT)}: {line.strip()}", match.group(1), argv))
    return found


COMMANDS = documented_commands()


def test_the_docs_show_commands_of_both_tools() -> None:
    tools = {tool for _, tool, _ in COMMANDS}
    assert tools == {"fxgolden", "pytest"} and len(COMMANDS) > 30


@pytest.mark.parametrize(("where", "argv"), [(w, a) for w, t, a in COMMANDS if t == "fxgolden"],
                         ids=[w for w, t, _ in COMMANDS if t == "fxgolden"])
def test_each_documented_fxgolden_command_parses(where: str, argv: list[str]) -> None:
    try:
        build_parser().parse_args(argv)
    except SystemExit as error:  # argparse's refusal
        pytest.fail(f"{where}: the fxgolden command line does not parse (exit {error.code})")


def _environ() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS")}


@pytest.mark.parametrize(("where", "argv"), [(w, a) for w, t, a in COMMANDS if t == "pytest"],
                         ids=[w for w, t, _ in COMMANDS if t == "pytest"])
def test_each_documented_pytest_command_loads_the_plugin_and_its_options(where: str, argv: list[str]) -> None:
    """Collected in this repository (``-n N`` dropped: the workers would collect the same)."""
    words = list(argv)
    while "-n" in words:
        del words[words.index("-n"):words.index("-n") + 2]
    if "cases" not in words and not any(w.startswith("tests") for w in words):
        words.insert(0, "cases")
    result = subprocess.run([sys.executable, "-m", "pytest", *words, "--collect-only", "-q", "-p", "no:cacheprovider"],
                            cwd=ROOT, env=_environ(), capture_output=True, text=True, timeout=300)
    out = result.stdout + result.stderr
    assert result.returncode in (0, 5), f"{where}\n{out[-3000:]}"  # 5: a selection this repository does not have
    assert "INTERNALERROR" not in out and "already registered" not in out, f"{where}\n{out[-3000:]}"


@pytest.mark.parametrize("command", sorted(RUN))
def test_the_read_only_documented_commands_run_on_the_catalog(command: str) -> None:
    assert any(" ".join(["fxgolden", *argv]) == command for _, tool, argv in COMMANDS if tool == "fxgolden"), command
    result = subprocess.run([sys.executable, "-m", "fxgolden", *command.split()[1:]], cwd=ROOT, env=_environ(),
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
