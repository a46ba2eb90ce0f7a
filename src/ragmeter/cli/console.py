"""The CLI's rich console: wide enough off a terminal, safe for any data."""

from __future__ import annotations

import os
from typing import Any

from rich.console import Console
from rich.errors import MarkupError

from ragmeter.report.visible import VisibleHook, keep_controls

__all__ = ["SafeConsole", "console"]


class SafeConsole(Console):
    """A console that never fails on data: text from the data that reads as rich markup
    (a label ``[/]`` formatted into a message) is printed as plain text instead of
    raising ``MarkupError``. Renderers should still escape data (``rich.markup.escape``)."""

    def print(self, *objects: Any, **kwargs: Any) -> None:
        # a BEL in a file name is shown as \x07, not deleted by rich before the hook
        objects = tuple(keep_controls(o) if isinstance(o, str) else o for o in objects)
        try:
            super().print(*objects, **kwargs)
        except MarkupError:
            markup, self._markup = self._markup, False  # table cells read the console's setting
            try:
                super().print(*objects, **{**kwargs, "markup": False})
            finally:
                self._markup = markup


def console(stderr: bool = False) -> Console:
    """A rich console; when output is not a terminal (pipes, files, CI logs) and COLUMNS
    is not set, it is wide enough that no table is cut to fit (rich would use 80
    columns and shorten cells with "…"). Control characters and bidi overrides
    from the data are printed as visible escapes (:mod:`ragmeter.report.visible`), and
    markup-like data cannot break a message (:class:`SafeConsole`)."""
    from ragmeter.report.terminal import UNCUT_WIDTH

    c = SafeConsole(stderr=stderr, highlight=False, soft_wrap=False)
    if not c.is_terminal and "COLUMNS" not in os.environ:
        c = SafeConsole(stderr=stderr, highlight=False, soft_wrap=False, width=UNCUT_WIDTH)
    c.push_render_hook(VisibleHook())
    return c
