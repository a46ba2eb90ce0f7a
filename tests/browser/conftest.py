"""Headless Chromium (Debian's package) driven by Playwright, for the HTML report and the web UI.

Skipped with a reason when Playwright or Chromium is missing locally; in CI (``CI`` set),
where ``.ci/run`` installs both, a missing browser is a failure instead of a silent skip.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
# A loaded 2-core CI machine may take many seconds to start Chromium, load 4.8 MB of
# plotly.js or draw a chart; every wait is for a condition, with this generous bound.
WAIT_MS = 180_000
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def _chromium() -> str | None:
    for candidate in (os.environ.get("RAGMETER_CHROMIUM"), "/usr/bin/chromium", shutil.which("chromium")):
        if candidate and Path(candidate).exists():
            return candidate
    return None


def _unavailable(reason: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"{reason}; .ci/run installs it, so CI must have it")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("playwright is not installed (pip install playwright)")
    path = _chromium()
    if path is None:
        _unavailable("chromium is not installed (apt-get install chromium)")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=path, args=CHROMIUM_ARGS, timeout=WAIT_MS)
        yield b
        b.close()


class PageWatch:
    """A page plus everything it complained about."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.errors: list[str] = []
        self.dialogs: list[str] = []
        page.on(
            "console",
            lambda m: (
                self.errors.append(f"console.{m.type}: {m.text}")
                if m.type in ("error", "warning", "trace")
                else None
            ),
        )
        page.on("pageerror", lambda e: self.errors.append(f"pageerror: {e}"))
        page.on("requestfailed", lambda r: self.errors.append(f"requestfailed: {r.url}"))
        page.on("dialog", self._dialog)

    def _dialog(self, dialog: Any) -> None:
        self.dialogs.append(dialog.message)
        dialog.dismiss()

    def screenshot(self, name: str, *, full_page: bool = True) -> Path:
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / name
        self.page.screenshot(path=str(path), full_page=full_page)
        return path


@pytest.fixture
def watch(browser: Any) -> Iterator[PageWatch]:
    from playwright.sync_api import expect

    expect.set_options(timeout=WAIT_MS)
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(WAIT_MS)
    context.set_default_navigation_timeout(WAIT_MS)
    # Nothing outside the machine may be fetched: a report that reaches for a CDN fails here.
    context.route(
        "**/*",
        lambda route: (
            route.continue_()
            if route.request.url.startswith(("file://", "http://127.0.0.1", "data:"))
            else route.abort()
        ),
    )
    page = context.new_page()
    yield PageWatch(page)
    context.close()


def assert_charts_rendered(page: Any) -> int:
    """Every plot container holds a drawn Plotly SVG with marks in it; returns how many."""
    ids = page.eval_on_selector_all(".plot", "els => els.map(e => e.id)")
    assert ids, "no plot containers"
    for plot_id in ids:
        plot = page.locator(f"#{plot_id}")
        svg = plot.locator("svg.main-svg").first
        svg.wait_for(state="visible")  # drawn by then, however loaded the machine
        box = svg.bounding_box()
        assert box and box["width"] > 100 and box["height"] > 100, f"{plot_id} not drawn"
        marks = plot.locator("g.point path, path.point, g.trace.scatter path.js-line, g.hm image")
        marks.first.wait_for(state="attached")
        assert marks.count() > 0, f"{plot_id} has no bars, points, lines or heatmap"
    return len(ids)
