"""fxgolden.text.pytext against the standard library's tokenize, and its two users agreeing on one string rule."""

from __future__ import annotations

import io
import token
import tokenize

import pytest

from fxgolden.normalize import renumber
from fxgolden.text import graphtext, pytext

SAMPLES = [
    "foo('it\\'s buf1', buf1)",
    'x = bar("a \\"quoted\\" buf2", buf2)  # buf2 in a comment',
    "y = rb'raw \\' buf3' + Rb\"x\" + u'z' + f'{buf4}'",
    "kernel = async_compile.cpp('''\nint buf5 = 0; // it's buf5\n''')",
    'doc = """one "two" buf6\n"""; buf6 = doc',
    "z = a.b.c(d, e=f, g == h)  # trailing 'quote",
    "w = 1e5 + 0x1F + 3.0j + mm_3[0]",
    "call(*args, **kwargs); del buf7  # reuse",
    "s = 'a#b' + \"c#d\"  # real comment",
    "v = not_a_keyword_arg(x=1, y = 2) == None",
]


def reference(text: str) -> tuple[list[str], list[str], list[str]]:
    """Bare names (not after a dot), strings and comments, as tokenize reads ``text``."""
    names, strings, comments = [], [], []
    previous = None
    for tok in tokenize.generate_tokens(io.StringIO(text + "\n").readline):
        if tok.type == token.NAME and not (previous is not None and previous.string == "."):
            names.append(tok.string)
        elif tok.type == token.STRING:
            strings.append(tok.string)
        elif tok.type == token.COMMENT:
            comments.append(tok.string)
        if tok.type not in (token.NL, token.NEWLINE, token.INDENT, token.DEDENT, token.COMMENT):
            previous = tok
    return names, strings, comments


def pytext_tokens(text: str) -> tuple[list[str], list[str], list[str]]:
    strings = [m.group(0) for m in pytext.TOKEN.finditer(text) if m.group(0).lstrip("rRbBuUfF")[:1] in "'\""
               and m.group("name") is None]
    comments = [m.group(0) for m in pytext.TOKEN.finditer(text) if m.group(0).startswith("#")]
    return pytext.names(text), strings, comments


@pytest.mark.parametrize("text", SAMPLES)
def test_names_strings_and_comments_are_tokenizes(text: str) -> None:
    assert pytext_tokens(text) == reference(text)


def test_a_quote_that_opens_no_string_is_a_character_of_its_own() -> None:
    """As tokenize's error token: the text after it is read on, so one stray quote hides no name."""
    assert pytext.names("a = 'no end\nb = c") == ["a", "no", "end", "b", "c"]


def test_split_top_level_honours_escapes_brackets_and_comments() -> None:
    assert pytext.split_top_level("f('a,\\'b', c), [d, e], g  # h, i") == ["f('a,\\'b', c)", "[d, e]", "g  # h, i"]
    assert pytext.split_top_level("a; b = 'x;y'; c", ";") == ["a", "b = 'x;y'", "c"]


def test_statement_end_steps_over_strings_brackets_and_continuations() -> None:
    text = "k = f('''a\nb''',\n  c)\nnext = 1\n"
    assert text[: pytext.statement_end(text, 0)] == "k = f('''a\nb''',\n  c)"
    assert pytext.statement_end("a = 1 + \\\n 2\nb", 0) == len("a = 1 + \\\n 2")


def test_renaming_with_and_without_keyword_names() -> None:
    text = "buf1 = foo(buf1, dim=buf1, out='buf1')  # buf1"
    assert pytext.rename(text, {"buf1": "x", "dim": "d"}) == "x = foo(x, d=x, out='buf1')  # buf1"
    assert pytext.rename(text, {"buf1": "x", "dim": "d"}, keywords=False) == "x = foo(x, dim=x, out='buf1')  # buf1"
    assert pytext.names(text, keywords=False) == ["foo", "buf1", "buf1"]


def test_the_normalizer_and_the_review_parser_agree_on_an_escaped_quote() -> None:
    """The issue's example: ``foo('it\\'s buf1', buf1)``; neither renames the name inside the string."""
    scope = ("def forward(self, x):\n"
             "    relu_2 = torch.ops.aten.relu.default(x)\n"
             "    foo_4 = foo('it\\'s relu_2', relu_2)\n"
             "    return (foo_4,)\n")
    renumbered = renumber.renumber_scope(scope)
    assert "    foo = foo('it\\'s relu_2', relu)\n" in renumbered  # relu_2 -> relu outside the string only
    assert graphtext.rename("buf3 = foo('it\\'s buf1', buf1)", {"buf1": "%0", "buf3": "%1"}) == \
        "%1 = foo('it\\'s buf1', %0)"
    assert graphtext.identifiers("buf3 = foo('it\\'s buf1', buf1)") == ["foo", "buf1"]


def test_the_review_parser_reads_a_kernel_body_across_lines() -> None:
    text = ("cpp_fused_0 = async_compile.cpp_pybinding(['float*'], '''\n"
            "extern \"C\" void kernel(float* out) { /* it's fine */ }\n"
            "''')\n"
            "def call(args):\n"
            "    buf0 = empty_strided_cpu((4,), (1,), torch.float32)\n"
            "    cpp_fused_0(buf0)\n"
            "    return (buf0, )\n")
    parsed = graphtext.parse_inductor(text)
    assert [k.name for k in parsed.kernels] == ["cpp_fused_0"]
    assert parsed.kernels[0].body.startswith('extern "C" void kernel')
    assert [op.defs for op in parsed.ops if op.defs] == [("buf0",)]
