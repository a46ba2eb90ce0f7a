"""``ragmeter serve`` in headless Chromium: runs list, compare two runs through the form,
a run's dashboard with its trend; no console errors (CSP included), no injected script."""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator

import pytest
from tests.browser.conftest import PageWatch, assert_charts_rendered
from tests.html_fixtures import XSS_LABEL, fill_store

from ragmeter.compare import compare_runs
from ragmeter.web import WebApp, make_server


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    store = fill_store(tmp_path_factory.mktemp("serve") / "runs.db")
    server = make_server(WebApp(store, compare=compare_runs, store_path="runs.db"), "127.0.0.1", 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()
    store.close()


def test_browse_runs_compare_and_dashboard(watch: PageWatch, base_url: str) -> None:
    from playwright.sync_api import expect

    page = watch.page
    page.goto(base_url + "/")
    labels = page.eval_on_selector_all(
        "#runs-table tr.run-row td:nth-child(2)", "tds => tds.map(t => t.textContent)"
    )
    assert labels == [XSS_LABEL, "v1"]  # newest first, the label shown as text
    watch.screenshot("web-runs.png")

    page.select_option(
        "#compare-a", label=page.locator("#compare-a option", has_text="v1 ").first.text_content()
    )
    with page.expect_navigation(wait_until="load"):
        page.click("#compare-submit")
    expect(page).to_have_url(re.compile(r"/compare\?a="))
    page.wait_for_selector("#compare-chart svg.main-svg")
    assert_charts_rendered(page)
    expect(page.locator("#compare-table tbody tr")).to_have_count(7)
    expect(page.locator('#transitions-table tr[data-direction="worse"]').first).to_be_attached()
    page.locator("#compare").scroll_into_view_if_needed()
    watch.screenshot("web-compare.png")

    with page.expect_navigation(wait_until="load"):
        page.click("header.top a[href='/']")
    with page.expect_navigation(wait_until="load"):
        page.locator("#runs-table a").first.click()
    page.wait_for_selector("#trend-chart svg.main-svg")
    assert_charts_rendered(page)
    page.locator("#samples-table tbody tr.sample-row").first.click()
    expect(page.locator("#sample-detail")).to_be_visible()

    assert page.evaluate("window.__xss") is None
    assert watch.dialogs == []
    assert watch.errors == []
