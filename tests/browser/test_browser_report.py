"""The HTML report in headless Chromium: charts drawn, no console errors, filters and
sorting work, the sample view highlights claims, and the dataset's XSS payloads stay text."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tests.browser.conftest import PageWatch, assert_charts_rendered
from tests.html_fixtures import XSS_CATEGORY, XSS_QUESTION, trend_runs, xss_run

from ragmeter.report.html import render_html

TREND = trend_runs(
    ("v1", {"faithfulness": 0.4, "overall": 0.5}), ("v2", {"faithfulness": 0.6, "overall": 0.55})
)


@pytest.fixture(scope="module")
def report_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("html") / "report.html"
    path.write_text(render_html(xss_run(), trend=TREND), encoding="utf-8")
    return path


def shown_rows(page: Any) -> list[dict[str, str]]:
    return page.eval_on_selector_all(
        "#samples-table tbody tr.sample-row",
        "rows => rows.map(r => ({id: r.cells[0].textContent, diagnosis: r.dataset.diagnosis,"
        " category: r.dataset.category, question: r.cells[1].textContent}))",
    )


def test_report_renders_in_chromium(watch: PageWatch, report_file: Path) -> None:
    page = watch.page
    page.goto(report_file.as_uri())
    page.wait_for_selector("#trend-chart svg.main-svg")
    n_plots = assert_charts_rendered(page)
    assert n_plots == 7 + 3  # one histogram per metric, diagnosis, categories, trend
    assert page.locator("#headline .card").count() == 7
    watch.screenshot("report.png")

    rows = shown_rows(page)
    assert [r["id"] for r in rows] == ["x1", "x2", "x3", "x5", "x4"]
    assert rows[0]["question"] == XSS_QUESTION  # shown as text, exactly
    assert page.locator("#categories-table td", has_text="onmouseover").first.text_content() == XSS_CATEGORY

    # hover what an injected handler would have fired on
    page.locator("#categories-table td", has_text="onmouseover").first.hover()
    page.locator("#samples-table tbody tr").first.hover()
    assert page.evaluate("window.__xss") is None
    assert watch.dialogs == []
    assert watch.errors == []


def test_filters_and_sorting(watch: PageWatch, report_file: Path) -> None:
    page = watch.page
    page.goto(report_file.as_uri())
    page.select_option("#filter-diagnosis", "fix_generation")
    assert [r["id"] for r in shown_rows(page)] == ["x1", "x2"]
    assert "2 of 5 shown" in page.locator("#samples-count").text_content()
    page.select_option("#filter-category", "simple")
    assert [r["id"] for r in shown_rows(page)] == ["x2"]
    page.select_option("#filter-diagnosis", "")
    assert {r["category"] for r in shown_rows(page)} == {"simple"}
    page.select_option("#filter-category", "")
    page.fill("#filter-text", "mona")
    assert [r["id"] for r in shown_rows(page)] == ["x5"]
    page.fill("#filter-text", "")

    header = page.locator('#samples-table th[data-key="faithfulness"]')
    header.click()
    values = page.eval_on_selector_all(
        "#samples-table tbody tr", "rows => rows.map(r => r.querySelector('td.r').textContent)"
    )
    numbers = [float(v) for v in values if v not in ("n/a", "not_applicable")]
    assert numbers == sorted(numbers) and len(numbers) >= 4
    assert header.get_attribute("aria-sort") == "ascending"
    header.click()
    assert header.get_attribute("aria-sort") == "descending"
    assert watch.errors == []


def test_sample_view_shows_claims_contexts_and_reasons(watch: PageWatch, report_file: Path) -> None:
    page = watch.page
    page.goto(report_file.as_uri())
    from playwright.sync_api import expect

    page.locator("#samples-table tbody tr.sample-row").first.click()
    dialog = page.locator("#sample-detail")
    expect(dialog).to_be_visible()
    assert page.locator("#detail-question").text_content() == XSS_QUESTION
    answer = page.locator("#detail-answer")
    assert answer.locator(".claim.supported").first.text_content() == "Paris is the capital of France."
    assert answer.locator(".claim.unsupported").first.text_content() == "It has 90 million residents."
    contexts = page.locator("#detail-body .ctx")
    assert contexts.count() == 2
    assert contexts.nth(0).locator(".mark.yes", has_text="relevant").count() == 1
    assert contexts.nth(1).locator(".mark.no", has_text="not relevant").count() == 1
    assert "onerror" in contexts.nth(1).locator(".block").text_content()  # the payload, as text
    assert page.locator("#detail-scores tbody tr").count() == 7
    assert "claims are supported" in page.locator("#detail-scores").text_content()
    watch.screenshot("report-sample.png", full_page=False)
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    assert page.evaluate("window.__xss") is None
    assert watch.errors == []
