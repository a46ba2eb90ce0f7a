"""`ragmeter serve --review` without a socket (the pure routing), the append-only review
labels in the store, `labels export` and `--labels-from-store` in `eval` and `calibrate`."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest
from click.testing import CliRunner

import ragmeter
from ragmeter.cli.labels_cmd import export_labels
from ragmeter.cli.main import main
from ragmeter.datasets.labels import read_labels
from ragmeter.store import Store, StoreError
from ragmeter.web import WebApp
from ragmeter.web.review import ReviewDesk

XSS = '<script>window.__xss = 1</script><img src=x onerror="window.__xss=2">'
RECORDS: list[dict[str, Any]] = [
    {
        "id": "r1",
        "question": "When was Larkspur Cycles founded?",
        "answer": "Larkspur Cycles was founded in 2009.",
        "contexts": [{"id": "d1", "text": "Larkspur Cycles was founded in 2009 in Portland."}],
        "reference": "In 2009.",
    },
    {
        "id": "r2",
        "question": "How much does the Alder weigh?",
        "answer": "The Alder weighs 19 kilograms.",
        "contexts": [{"id": "d2", "text": "The Alder weighs 19 kilograms."}],
        "reference": "19 kg.",
    },
    {
        "id": "r3",
        "question": "Who designed the Alder? " + XSS,
        "answer": "It was designed by Mira Okafor. " + XSS,
        "contexts": [{"id": "d3", "text": XSS + " The Alder was designed in-house."}],
    },
]
HOST = {"Host": "127.0.0.1:8000"}
FORM = {**HOST, "Content-Type": "application/x-www-form-urlencoded", "Origin": "http://127.0.0.1:8000"}


@pytest.fixture
def store(tmp_path: Path) -> Any:
    s = Store(tmp_path / "runs.db")
    run = ragmeter.evaluate(
        RECORDS, ["faithfulness", "answer_correctness"], config=ragmeter.EvalConfig(ci_resamples=0)
    )
    s.save(run, label="v1", git=False)
    yield s
    s.close()


@pytest.fixture
def app(store: Any) -> WebApp:
    return WebApp(store, store_path="runs.db", review=ReviewDesk(store, reviewer="ann", token="tok-123"))


def post(app: WebApp, run_id: str, fields: dict[str, str], headers: dict[str, str] | None = None) -> Any:
    body = urlencode({"token": "tok-123", **fields}).encode()
    return app.handle("POST", f"/review/{run_id}/label", FORM if headers is None else headers, body)


def label(app: WebApp, run_id: str, seq: int, pressed: str, **extra: str) -> Any:
    return post(
        app,
        run_id,
        {"seq": str(seq), "sample_id": RECORDS[seq]["id"], "reviewer": "ann", "label": pressed, **extra},
    )


def test_review_page_escapes_and_carries_the_token(app: WebApp, store: Any) -> None:
    run_id = store.resolve("v1")
    resp = app.handle("GET", f"/review/{run_id}?i=2", HOST)
    page = resp.body.decode()
    assert resp.status == 200 and resp.headers["Cache-Control"] == "no-store"
    assert "<script>window.__xss" not in page and "onerror=" not in page.replace("onerror=&#34;", "")
    assert "&lt;script&gt;window.__xss = 1&lt;/script&gt;" in page
    assert 'name="token" value="tok-123"' in page and "sample 3 of 3" in page
    assert re.search(r'id="btn-faithfulness-1"[^>]*data-key="f"', page)
    listing = app.handle("GET", "/", HOST).body.decode()
    assert f'href="/review/{run_id}"' in listing


def test_a_label_is_recorded_with_who_and_when(app: WebApp, store: Any) -> None:
    run_id = store.resolve("v1")
    resp = label(app, run_id, 0, "faithfulness=0", comment="the year is right but the city is missing")
    assert resp.status == 303 and resp.headers["Location"] == f"/review/{run_id}?i=0&saved=1"
    assert (
        label(app, run_id, 0, "faithfulness=1", advance="1").headers["Location"]
        == f"/review/{run_id}?i=1&saved=1"
    )
    assert label(app, run_id, 1, "custom", metric="answer_correctness", value="0.5").status == 303
    (first, second, third) = store.reviews.history(run_id)
    assert (first.metric, first.value, first.reviewer, first.comment[:8]) == (
        "faithfulness",
        0.0,
        "ann",
        "the year",
    )
    assert (second.value, third.metric, third.value) == (1.0, "answer_correctness", 0.5)
    assert first.created_at < second.created_at
    page = app.handle("GET", f"/review/{run_id}?i=0&saved=1", HOST).body.decode()
    assert 'id="saved"' in page and "the year is right but the city is missing" in page
    assert '<tr data-metric="faithfulness"><td>faithfulness</td><td>ann</td><td class="r">1.0</td>' in page


@pytest.mark.parametrize(
    ("fields", "headers", "status", "why"),
    [
        ({"token": ""}, None, 403, "token"),
        ({"token": "tok-12"}, None, 403, "token"),
        ({}, {**FORM, "Origin": "http://evil.example"}, 403, "cross-site"),
        ({}, {**FORM, "Content-Type": "text/plain"}, 400, "x-www-form-urlencoded"),
        ({"label": "faithfulness=2"}, None, 400, "[0, 1]"),
        ({"label": "faithfulness=nan"}, None, 400, "[0, 1]"),
        ({"label": "rm -rf"}, None, 400, "unknown action"),
        ({"label": "comment"}, None, 400, "nothing to record"),
        ({"sample_id": "r2"}, None, 400, "changed under the form"),
        ({"seq": "7"}, None, 400, "no sample at position 7"),
        ({"reviewer": "  "}, None, 400, "reviewer"),
    ],
)
def test_what_cannot_be_recorded(
    app: WebApp, store: Any, fields: dict[str, str], headers: dict[str, str] | None, status: int, why: str
) -> None:
    run_id = store.resolve("v1")
    base = {"seq": "0", "sample_id": "r1", "reviewer": "ann", "label": "faithfulness=1"}
    body = urlencode({"token": "tok-123", **base, **fields}).encode()
    resp = app.handle("POST", f"/review/{run_id}/label", FORM if headers is None else headers, body)
    assert resp.status == status and why in resp.body.decode().replace("&#39;", "'")
    assert store.reviews.history(run_id) == []


def test_without_review_nothing_is_written(store: Any) -> None:
    run_id = store.resolve("v1")
    read_only = WebApp(store)
    body = urlencode(
        {"token": "x", "seq": "0", "sample_id": "r1", "reviewer": "a", "label": "faithfulness=1"}
    ).encode()
    assert read_only.handle("POST", f"/review/{run_id}/label", FORM, body).status == 405
    assert read_only.handle("GET", f"/review/{run_id}", HOST).status == 404
    reviewing = WebApp(store, review=ReviewDesk(store, token="tok-123"))
    assert reviewing.handle("POST", f"/review/{run_id}/label", None, body).status == 403  # not on loopback
    assert reviewing.handle("POST", "/runs", FORM, body).status == 405


def test_labels_are_append_only_and_go_with_their_run(store: Any) -> None:
    run_id = store.resolve("v1")
    store.reviews.add(run_id, 0, reviewer="ann", metric="faithfulness", value=1.0)
    with store.transaction() as conn, pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("UPDATE review_labels SET value = 0")
    with store.transaction() as conn, pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("DELETE FROM review_labels")
    with pytest.raises(StoreError, match=r"\[0, 1\]"):
        store.reviews.add(run_id, 0, reviewer="ann", metric="faithfulness", value=1.5)
    store.delete_run(run_id)
    assert store.read("SELECT COUNT(*) FROM review_labels")[0][0] == 0


def test_export_reads_back_as_labels_with_two_annotators(store: Any) -> None:
    run_id = store.resolve("v1")
    add = store.reviews.add
    add(run_id, 0, reviewer="ann", metric="faithfulness", value=1.0)
    add(run_id, 0, reviewer="bob", metric="faithfulness", value=0.0)
    add(run_id, 0, reviewer="ann", metric="faithfulness", value=0.0)  # ann changes her mind
    add(run_id, 1, reviewer="ann", metric="faithfulness", value=1.0)
    add(run_id, 1, reviewer="ann", metric="faithfulness", value=None)  # and withdraws this one
    add(run_id, 2, reviewer="cy", comment="odd markup in the answer")
    add(run_id, 2, reviewer="cy", metric="answer_correctness", value=1.0)
    exported = export_labels(store, "v1")
    assert [r["id"] for r in exported.records] == ["r1", "r3"]
    r1, r3 = exported.records
    assert r1["labels"] == {"faithfulness": [0, 0]} and r1["review"]["reviewers"] == {
        "faithfulness": ["ann", "bob"]
    }
    assert r3["review"]["comments"][0]["text"] == "odd markup in the answer"
    labels = read_labels(exported.records)
    assert labels.label("r1", "faithfulness") == 0.0 and labels.pairs("faithfulness") == [("r1", 0.0, 0.0)]


def test_cli_export_eval_and_calibrate_from_the_store(store: Any, tmp_path: Path) -> None:
    run_id = store.resolve("v1")
    for seq in range(3):
        store.reviews.add(run_id, seq, reviewer="ann", metric="faithfulness", value=1.0)
    db = str(store.path)
    runner = CliRunner()
    res = runner.invoke(main, ["labels", "export", "v1", "--store", db])
    assert res.exit_code == 0
    lines = [json.loads(line) for line in res.stdout.splitlines()]
    assert [r["labels"] for r in lines] == [{"faithfulness": 1}] * 3
    assert "3 labelled samples of run" in res.stderr
    data = tmp_path / "data.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in RECORDS), encoding="utf-8")
    out = tmp_path / "o.json"
    res = runner.invoke(
        main,
        [
            "eval",
            str(data),
            "--labels-from-store",
            "v1",
            "--store",
            db,
            "--json",
            str(out),
            "--no-store",
            "-q",
        ],
    )
    assert res.exit_code == 0, res.output
    assert json.loads(out.read_text())["summary"]["ppi"]["metrics"]["faithfulness"]["n_labelled"] == 3

    def agreement() -> dict[str, Any]:
        report = tmp_path / "cal.json"
        res = runner.invoke(
            main, ["calibrate", "--labels-from-store", "v1", "--store", db, "--json", str(report)]
        )
        assert res.exit_code == 0, res.output
        return dict(json.loads(report.read_text()))

    before = agreement()  # the judge finds r3 unfaithful (a designer the context does not name)
    assert (before["n"], before["agreement"], before["confusion"]) == (
        3,
        2 / 3,
        {"tp": 2, "tn": 0, "fp": 0, "fn": 1},
    )
    assert before["disagreements"] == ["r3"]
    store.reviews.add(run_id, 2, reviewer="ann", metric="faithfulness", value=0.0)  # the reviewer agrees now
    after = agreement()
    assert (after["agreement"], after["confusion"]) == (1.0, {"tp": 2, "tn": 1, "fp": 0, "fn": 0})
    assert after["disagreements"] == []


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["calibrate"], "one of them"),
        (["calibrate", "x.jsonl", "--labels-from-store", "v1"], "one of them"),
        (["eval", "x.jsonl", "--labels", "l.jsonl", "--labels-from-store", "v1"], "not both"),
        (["labels", "export", "nope"], "no run matches"),
        (["serve", "--review", "--host", "0.0.0.0"], "loopback only"),
    ],
)
def test_usage_errors(store: Any, args: list[str], message: str) -> None:
    res = CliRunner().invoke(main, [*args, "--store", str(store.path)])
    assert res.exit_code == 2 and message in res.output, res.output


def test_no_label_yet_is_a_clear_error(store: Any, tmp_path: Path) -> None:
    res = CliRunner().invoke(main, ["calibrate", "--labels-from-store", "v1", "--store", str(store.path)])
    assert res.exit_code == 2 and "has no review label yet" in res.output
