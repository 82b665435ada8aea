"""Ctrl-C held back while modules import (``fxgolden.pytest_plugin.interrupts``), with a real SIGINT to this process."""

from __future__ import annotations

import os
import signal

import pytest

from fxgolden.pytest_plugin import interrupts


def _press_ctrl_c() -> None:
    os.kill(os.getpid(), signal.SIGINT)


@pytest.fixture
def handler_before():
    """The handler the block must leave behind: Python's default, or SIG_IGN in an xdist worker."""
    return signal.getsignal(signal.SIGINT)


def test_ctrl_c_is_raised_when_the_block_ends_not_inside_it(handler_before):
    reached = []
    with pytest.raises(KeyboardInterrupt):
        with interrupts.deferred():
            _press_ctrl_c()
            reached.append("after the press")  # an import here would finish
    assert reached == ["after the press"]
    assert signal.getsignal(signal.SIGINT) is handler_before


def test_a_second_ctrl_c_is_raised_at_once(handler_before):
    reached = []
    with pytest.raises(KeyboardInterrupt):
        with interrupts.deferred():
            _press_ctrl_c()
            reached.append("first")
            _press_ctrl_c()
            reached.append("second")
    assert reached == ["first"]
    assert signal.getsignal(signal.SIGINT) is handler_before


def test_an_error_after_a_ctrl_c_is_reported_as_the_interrupt():
    with pytest.raises(KeyboardInterrupt) as raised:
        with interrupts.deferred():
            _press_ctrl_c()
            raise ImportError("a module half made by the interrupt")
    assert isinstance(raised.value.__cause__, ImportError)


def test_without_ctrl_c_nothing_changes(handler_before):
    with interrupts.deferred():
        value = 1
    assert value == 1 and signal.getsignal(signal.SIGINT) is handler_before
    with pytest.raises(ValueError):
        with interrupts.deferred():
            raise ValueError("its own error")
