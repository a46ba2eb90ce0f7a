"""Fresh set G, English: empty (this set covers Korean and German only)."""

from __future__ import annotations

from plain_suite.case import Case

CASES: list[Case] = []
