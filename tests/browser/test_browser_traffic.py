"""`ragmeter serve`'s traffic timeline in headless Chromium: the trace runs over time,
drawn with their intervals and the drop flagged, on /traffic and on a trace run's page."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.browser.conftest import PageWatch, assert_charts_rendered
from tests.test_timeline import traffic_store  # noqa: F401  (the fixture)

from ragmeter.compare import compare_runs
from ragmeter.store import Store
from ragmeter.timeline import from_store
from ragmeter.web import WebApp, make_server


@pytest.fixture
def base_url(traffic_store: Path) -> Iterator[str]:  # noqa: F811
    store = Store(traffic_store, create=False)
    app = WebApp(store, compare=compare_runs, timeline=lambda by: from_store(store, by, resamples=200))
    server = make_server(app, "127.0.0.1", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()
    store.close()


def test_traffic_page_and_trace_run_dashboard(watch: PageWatch, base_url: str) -> None:
    from playwright.sync_api import expect

    page = watch.page
    page.goto(base_url + "/")
    page.click("header.top a[href='/traffic']")
    page.wait_for_selector("#timeline-chart svg.main-svg")
    assert_charts_rendered(page)
    expect(page.locator("#timeline-table td.drop")).to_have_count(1)
    assert "faithfulness on" in page.text_content("#timeline-drops")
    watch.screenshot("web-traffic.png")
    page.click("#by-run")
    expect(page.locator("#timeline-table tbody tr")).to_have_count(3)  # waits for the re-render
    page.wait_for_selector("#timeline-chart svg.main-svg")
    page.goto(base_url + "/")
    page.locator("#runs-table a").first.click()  # the newest run: a trace run
    page.wait_for_selector("#timeline-chart svg.main-svg")
    assert_charts_rendered(page)
    assert watch.errors == []
