"""A golden read as fxgolden writes it, or the one finding that says what is malformed in it.

Every reader of goldens (the run's comparison, `fxgolden review` in each mode, the offline check, the nightly,
the bench) reads a golden's bytes through here and reports one it cannot read as a ``GoldenFileError``
that names the file, what is malformed and the fix, then goes on with the other goldens: never a traceback
from deep inside a decoder. A golden is well formed when its bytes are UTF-8 with LF line endings, its first
line is an fxgolden header (``golden.header``), its body ends with its one final newline (a file cut short
does not), and its body's golden form reads back (an FX graph's, ``fxgolden.text.golden_form``; a collectives
log's, ``fxgolden.text.collectives_form``).
"""

from __future__ import annotations

import dataclasses

from fxgolden.base.artifact import named_by
from fxgolden.base.errors import GoldenFileError
from fxgolden.golden import header as header_mod
from fxgolden.text import collectives_form, golden_form
from fxgolden.text.form_errors import GoldenFormError, MalformedGoldenForm


@dataclasses.dataclass(frozen=True)
class ReadGolden:
    """A well-formed golden: its header, its body as the file holds it, and the full text that body stands for."""

    header: header_mod.GoldenHeader
    body: str
    full: str


def regenerate(case_id: str) -> str:
    """The fix of a malformed golden."""
    return f"undo the hand edit, or regenerate it with `fxgolden run --update '{case_id}'`"


def decoded(data: bytes, *, shown: str, case_id: str, goldens_folder: str = "<goldens folder>") -> str:
    """A golden's text from its bytes (read as bytes: ``read_text`` would turn CRLF into LF unseen)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise GoldenFileError(shown, f"not valid UTF-8 ({error.reason} at byte {error.start})",
                              regenerate(case_id)) from error
    if "\r" in text:
        raise GoldenFileError(shown, "has CRLF (or CR) line endings; goldens are written with LF "
                              "(a checkout with core.autocrlf?)",
                              f"regenerate it with `fxgolden run --update '{case_id}'` (it is rewritten with LF); "
                              f"a .gitattributes line '{goldens_folder}/** text eol=lf' keeps them LF")
    return text


def split(text: str, *, shown: str, case_id: str) -> tuple[header_mod.GoldenHeader, str]:
    """A golden's header and body; a first line that is no fxgolden header is a finding."""
    try:
        return header_mod.split(text)
    except header_mod.HeaderError as error:
        raise GoldenFileError(shown, str(error), regenerate(case_id)) from error


def full_body(body: str, filename: str, *, shown: str, case_id: str) -> str:
    """The full text a golden's body stands for (every folded layer or repeat written out); a body cut short,
    or whose form does not read back, is a finding that names the line."""
    if not body.endswith("\n"):
        last = body.rsplit("\n", 1)[-1]
        raise GoldenFileError(shown, f"it ends without its final newline, inside line {body.count(chr(10)) + 2} "
                              f"({last[:60]!r}): cut short?", regenerate(case_id))
    dialect = named_by(filename)
    try:
        if dialect is not None and dialect.dialect == "fx":
            return golden_form.full(body)
        if dialect is not None and dialect.dialect == "collectives":
            return collectives_form.full(body)
    except GoldenFormError as error:
        raise GoldenFileError(shown, f"its golden form does not read back{_where(body, error)}: {error}",
                              regenerate(case_id)) from error
    return body


def read(data: bytes, filename: str, *, shown: str, case_id: str) -> ReadGolden:
    """A golden file's bytes, every check above made."""
    header, body = split(decoded(data, shown=shown, case_id=case_id), shown=shown, case_id=case_id)
    return ReadGolden(header, body, full_body(body, filename, shown=shown, case_id=case_id))


def file_problem(data: bytes, *, shown: str, case_id: str) -> GoldenFileError | None:
    """What is malformed in a golden file's bytes and header line (``decoded``, ``split``), or None."""
    try:
        split(decoded(data, shown=shown, case_id=case_id), shown=shown, case_id=case_id)
    except GoldenFileError as error:
        return error
    return None


def body_problem(body: str, filename: str, *, shown: str, case_id: str) -> GoldenFileError | None:
    """What is malformed in a golden's body (``full_body``), or None."""
    try:
        full_body(body, filename, shown=shown, case_id=case_id)
    except GoldenFileError as error:
        return error
    return None


def _where(body: str, error: GoldenFormError) -> str:
    """`` (line N of the file)`` where the line the error names is a line of the body as written."""
    line = error.line if isinstance(error, MalformedGoldenForm) else ""
    if not line:
        return ""
    lines = body.split("\n")
    return f" at line {lines.index(line) + 2}" if line in lines else ""
