"""Text from the data, made safe to print on a terminal.

Input data can hold escape sequences (``ESC[2J`` clears the screen), NUL and other
control characters, and bidi overrides (U+202E reverses what follows). Printed raw they
act on the user's terminal instead of being shown. :func:`visible` writes each one as a
visible escape (``\\x1b``, ``\\u202e``); :class:`VisibleHook` does the same for
everything a rich console prints (styling is rich's own and is left alone). Files
written for machines (JSON, CSV) keep the data exactly.
"""

from __future__ import annotations

import re
from typing import Any

from rich.console import Console, ConsoleOptions, RenderableType, RenderHook, RenderResult
from rich.segment import Segment

__all__ = ["VisibleHook", "keep_controls", "visible"]


def _escapes() -> dict[int, str]:
    points = [*range(0x20), 0x7F, *range(0x80, 0xA0)]  # C0, DEL, C1
    points += [0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)]  # bidi
    points += [0x2028, 0x2029]  # line and paragraph separators
    points += range(0xD800, 0xE000)  # lone surrogates cannot be encoded at all
    table = {p: (f"\\x{p:02x}" if p < 0x100 else f"\\u{p:04x}") for p in points}
    table.update({0x09: "\\t", 0x0A: "\\n", 0x0D: "\\r"})
    return table


_TABLE = _escapes()
_TABLE_KEEP_NEWLINE = {k: v for k, v in _TABLE.items() if k != 0x0A}
_UNSAFE = re.compile("[" + "".join(re.escape(chr(p)) for p in _TABLE_KEEP_NEWLINE) + "]")


# Rich deletes these from any string it is given (BEL, BS, VT, FF, CR) before a render
# hook could see them: a name holding BEL would be shown without it, not escaped.
_RICH_STRIPS = {p: _TABLE[p] for p in (0x07, 0x08, 0x0B, 0x0C, 0x0D)}


def keep_controls(text: str) -> str:
    """``text`` with the control characters rich would silently delete written as
    visible escapes; the rest (newlines of a multi-line message included) unchanged."""
    return text.translate(_RICH_STRIPS)


def visible(text: object) -> str:
    """``text`` as a string with every control, bidi-override and separator character
    (newlines and tabs included) written as a visible escape."""
    return str(text).translate(_TABLE)


class _Visible:
    """A renderable whose output segments have their unsafe characters escaped."""

    def __init__(self, inner: RenderableType) -> None:
        self.inner = inner

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for seg in console.render(self.inner, options):
            if seg.control or not _UNSAFE.search(seg.text):
                yield seg
            else:
                yield Segment(seg.text.translate(_TABLE_KEEP_NEWLINE), seg.style)


class VisibleHook(RenderHook):
    """A rich render hook: whatever is printed, data cannot drive the terminal. Install
    with ``console.push_render_hook(VisibleHook())``. Text escaped after layout may make
    a table row wider; renderers escape data with :func:`visible` before layout."""

    def process_renderables(self, renderables: list[Any]) -> list[Any]:
        return [_Visible(r) for r in renderables]
