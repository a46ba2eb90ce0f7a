"""`ragmeter serve --review` in headless Chromium: a person labels samples one after
another with the keyboard, the labels survive a reload, come back from `ragmeter labels
export`, and change `calibrate`'s agreement table; no console error, no injected script."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from tests.browser.conftest import PageWatch
from tests.test_review import RECORDS

import ragmeter
from ragmeter.cli.main import main
from ragmeter.compare import compare_runs
from ragmeter.store import Store
from ragmeter.web import WebApp, make_server
from ragmeter.web.review import ReviewDesk


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, Any]]:
    store = Store(tmp_path / "runs.db")
    run = ragmeter.evaluate(
        RECORDS, ["faithfulness", "answer_correctness"], config=ragmeter.EvalConfig(ci_resamples=0)
    )
    store.save(run, label="v1", git=False)
    app = WebApp(
        store, compare=compare_runs, store_path="runs.db", review=ReviewDesk(store, reviewer="tester")
    )
    server = make_server(app, "127.0.0.1", 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}", store
    server.shutdown()
    server.server_close()
    store.close()


def press(page: Any, key: str) -> None:
    with page.expect_navigation():
        page.keyboard.press(key)
    page.wait_for_selector("#review-form")


def calibrate(store: Any, tmp_path: Path) -> dict[str, Any]:
    out = tmp_path / "cal.json"
    res = CliRunner().invoke(
        main, ["calibrate", "--labels-from-store", "v1", "--store", str(store.path), "--json", str(out)]
    )
    assert res.exit_code == 0, res.output
    return dict(json.loads(out.read_text()))


def test_label_reload_export_calibrate(watch: PageWatch, served: tuple[str, Any], tmp_path: Path) -> None:
    base, store = served
    page = watch.page
    page.goto(base + "/")
    page.locator("#runs-table a.review-link").first.click()
    page.wait_for_selector("#review-form")
    assert page.text_content("#position") == "sample 1 of 3"
    assert page.input_value("#reviewer") == "tester"

    press(page, "f")  # sample 1: faithful
    assert page.is_visible("#saved")
    assert page.text_content('#current-labels tr[data-metric="faithfulness"] td.r') == "1.0"
    page.keyboard.press("j")
    page.wait_for_function("document.getElementById('position').textContent === 'sample 2 of 3'")
    press(page, "f")  # sample 2: faithful
    press(page, "c")  # and correct
    page.keyboard.press("j")
    page.wait_for_function("document.getElementById('position').textContent === 'sample 3 of 3'")
    assert page.evaluate("window.__xss") is None
    assert "<script>" in page.text_content("#question")  # shown as text, not run
    press(page, "d")  # sample 3: not faithful (the designer is not in the context)
    page.keyboard.press("/")
    page.keyboard.type("designer not in the context")
    page.keyboard.press("Escape")
    with page.expect_navigation():
        page.click("#btn-comment")
    assert "designer not in the context" in page.text_content("#current-labels")
    watch.screenshot("web-review.png")

    page.reload()  # stored, not kept in the page
    assert page.text_content('#current-labels tr[data-metric="faithfulness"] td.r') == "0.0"
    page.goto(base + "/")
    page.locator("#runs-table a.review-link").first.click()
    assert page.text_content("#progress") == "3 labelled"

    res = CliRunner().invoke(main, ["labels", "export", "v1", "--store", str(store.path)])
    exported = [json.loads(line) for line in res.stdout.splitlines()]
    assert [(r["id"], r["labels"]) for r in exported] == [
        ("r1", {"faithfulness": 1}),
        ("r2", {"faithfulness": 1, "answer_correctness": 1}),
        ("r3", {"faithfulness": 0}),
    ]
    assert exported[2]["review"]["comments"][0]["text"] == "designer not in the context"
    assert exported[0]["review"]["reviewers"] == {"faithfulness": ["tester"]}
    report = calibrate(store, tmp_path)
    assert (report["agreement"], report["confusion"]) == (1.0, {"tp": 2, "tn": 1, "fp": 0, "fn": 0})

    # the reviewer changes her mind on sample 1: calibrate now counts a disagreement
    page.goto(base + f"/review/{store.resolve('v1')}?i=0")
    press(page, "d")
    report = calibrate(store, tmp_path)
    assert report["disagreements"] == ["r1"] and report["confusion"]["fp"] == 1
    assert watch.dialogs == []
    assert watch.errors == []
