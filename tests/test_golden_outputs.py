"""Every report of the bundled example is byte-identical to the stored golden files.

The files were captured before the typed result model (``ragmeter.types``) replaced the
dicts passed between layers, and pin the JSON/CSV/Markdown/HTML contract (and the
terminal text) of eval, compare, report and runs, over files and over the store. A change
meant to alter an output regenerates them: ``python tests/golden/capture.py`` (see its
docstring), then review ``git diff tests/golden/files``.
"""

from __future__ import annotations

import difflib

import pytest
from tests.golden.capture import _has_html, expected, normalise, produce


def test_outputs_match_golden_files() -> None:
    want = expected()
    got = produce()
    if not _has_html():
        want = {k: v for k, v in want.items() if not k.endswith(".html") and not k.startswith("report")}
        want = {k: v for k, v in want.items() if not k.startswith("store_report")}
    assert sorted(got) == sorted(want)
    diffs = []
    for name in sorted(want):
        if got[name] != want[name]:
            diff = difflib.unified_diff(
                want[name].splitlines(keepends=True), got[name].splitlines(keepends=True), name, name, n=1
            )
            diffs.append("".join(list(diff)[:40]))
    assert not diffs, (
        "outputs differ from tests/golden/files (python tests/golden/capture.py regenerates "
        "them when the change is meant):\n" + "\n".join(diffs)
    )


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("run 20260102T030405678-ab12 done", "run <run-id> done"),
        ("A: v1 (20260102T030)", "A: v1 (<run-id>)"),
        ('"started_at": "2026-01-02T03:04:05+00:00"', '"started_at": "<time>"'),
        ('"duration_s": 0.014, "samples_per_s": 282.2', '"duration_s": <n>, "samples_per_s": <n>'),
        ("judge offline · 0.01s", "judge offline · <s>s"),
        ("run x · 0.01 s </p>", "run x · <s> s </p>"),
        ("/tmp/rgold-x/out/a.json", "<OUT>/a.json"),
        ("<script>\n/**\n* plotly.js v4.1.1\n* (c)\n*/ var x;</script>", "<script><plotly.js></script>"),
    ],
)
def test_normaliser_removes_only_what_varies(raw: str, clean: str) -> None:
    assert normalise(raw, "/tmp/rgold-x/out") == clean
