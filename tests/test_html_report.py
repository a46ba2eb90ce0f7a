"""The HTML dashboard: content, escaping, valid Plotly figures, and the CLI around it."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from tests.conftest import EXAMPLES
from tests.html_fixtures import XSS_CATEGORY, XSS_QUESTION, trend_runs, xss_run

from ragmeter.cli.main import main
from ragmeter.report.html import HtmlReport, plotly_js, render_html

CASES = EXAMPLES / "store_policy" / "cases.jsonl"


def embedded(page: str, element_id: str) -> Any:
    m = re.search(rf'<script type="application/json" id="{element_id}">(.*?)</script>', page, re.S)
    assert m, f"no #{element_id} in the page"
    return json.loads(m.group(1))


class _Scripts(HTMLParser):
    """Collects every element the browser would see, to check nothing from the data became one."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


@pytest.fixture(scope="module")
def xss_page() -> str:
    return render_html(xss_run())


def test_page_is_self_contained(xss_page: str) -> None:
    js, version = plotly_js()
    assert js in xss_page, "plotly.js is inlined"
    assert re.fullmatch(r"\d+\.\d+\.\d+", version)
    assert f"plotly.js {version}" in xss_page
    assert not re.search(r"""<(script|link)[^>]+(src|href)=["']?https?:""", xss_page), "no CDN"


def test_dataset_text_never_becomes_markup(xss_page: str) -> None:
    parser = _Scripts()
    parser.feed(xss_page)
    scripts = [attrs for tag, attrs in parser.tags if tag == "script"]
    # plotly, the app, and two JSON data blocks: nothing from the dataset
    assert len(scripts) == 4
    assert [a.get("type") for a in scripts].count("application/json") == 2
    assert not any(tag == "img" for tag, _ in parser.tags)
    assert not any("onerror" in attrs or "onmouseover" in attrs for _, attrs in parser.tags)
    # the category name is rendered server-side (cards, tables): escaped
    assert "&lt;b onmouseover=" in xss_page
    data = embedded(xss_page, "ragmeter-data")
    assert data["samples"][0]["question"] == XSS_QUESTION
    assert data["samples"][0]["category"] == XSS_CATEGORY


def test_page_has_every_section(xss_page: str) -> None:
    for section in ("headline", "distributions", "diagnosis", "categories", "samples", "sample-detail"):
        assert f'id="{section}"' in xss_page
    data = embedded(xss_page, "ragmeter-data")
    summary = xss_run().summary.to_dict()
    assert data["metrics"] == list(summary["metrics"])
    assert data["samples_total"] == 5 and len(data["samples"]) == 5
    # each headline card shows the summary's numbers, not recomputed ones
    faith = summary["metrics"]["faithfulness"]
    card = re.search(r'data-metric="faithfulness">(.*?)</div>\s*</div>', xss_page, re.S)
    assert card
    assert f"{faith['mean']:.3f}" in card.group(1)
    assert f"[{faith['ci_low']:.3f}, {faith['ci_high']:.3f}]" in card.group(1)
    assert f"coverage {faith['n_ok']}/{faith['n']}" in card.group(1)
    assert faith["band"] in card.group(1)
    for rec in summary["recommendations"]:
        assert rec.replace("'", "&#39;") in xss_page


def test_figures_are_valid_plotly(xss_page: str) -> None:
    go = pytest.importorskip("plotly.graph_objects")
    figures = embedded(xss_page, "ragmeter-figures")
    summary = xss_run().summary.to_dict()
    assert {f"dist-{i}" for i in range(len(summary["metrics"]))} | {
        "diagnosis-chart",
        "categories-chart",
    } == set(figures)
    for spec in figures.values():
        go.Figure(spec)  # raises on any property Plotly does not know
    # histograms count every defined score of the run
    for i, (_, entry) in enumerate(summary["metrics"].items()):
        assert sum(figures[f"dist-{i}"]["data"][0]["y"]) == entry["n_ok"]
    diag = {t["name"]: t["x"][0] for t in figures["diagnosis-chart"]["data"]}
    assert diag == summary["diagnosis"]
    assert "&lt;b onmouseover" in json.dumps(figures["categories-chart"])


def test_bounded_sample_list_keeps_failures_and_counts_all() -> None:
    run = xss_run()
    report = HtmlReport(run.metrics, max_samples=2)
    for r in run.samples:
        report.add(r)
    page = report.render(run.summary)
    data = embedded(page, "ragmeter-data")
    assert data["samples_total"] == 5
    assert [s["id"] for s in data["samples"]] == ["x1", "x2"]
    assert "Showing 2 of 5 samples" in page
    figures = embedded(page, "ragmeter-figures")
    assert sum(figures["dist-0"]["data"][0]["y"]) == run.summary.metrics["faithfulness"].n_ok


def test_trend_chart_needs_two_runs() -> None:
    run = xss_run()
    one = trend_runs(("a", {"faithfulness": 0.5}))
    assert "trend-chart" not in embedded(render_html(run, trend=one), "ragmeter-figures")
    two = trend_runs(("a", {"faithfulness": 0.5}), ("<i>b</i>", {"faithfulness": 0.7}))
    page = render_html(run, trend=two)
    fig = embedded(page, "ragmeter-figures")["trend-chart"]
    assert fig["data"][0]["y"] == [0.5, 0.7]
    assert fig["data"][0]["x"] == ["a", "&lt;i&gt;b&lt;/i&gt;"]
    assert 'id="trend"' in page


def test_eval_html_option_writes_the_dashboard(tmp_path: Path) -> None:
    out = tmp_path / "sub" / "report.html"
    res = CliRunner().invoke(
        main, ["eval", str(CASES), "--html", str(out), "--json", str(tmp_path / "r.json")]
    )
    assert res.exit_code == 0, res.output
    assert f"HTML written to {out}" in "".join(res.output.split("\n"))  # rich may wrap long paths
    page = out.read_text(encoding="utf-8")
    data = embedded(page, "ragmeter-data")
    assert [s["diagnosis"] for s in data["samples"]] == [
        "pass",
        "fix_generation",
        "fix_retrieval",
        "correct_refusal",
    ]
    # the same page from the JSON file
    res = CliRunner().invoke(
        main, ["report", str(tmp_path / "r.json"), "--html", str(tmp_path / "again.html")]
    )
    assert res.exit_code == 0, res.output
    again = (tmp_path / "again.html").read_text(encoding="utf-8")
    assert embedded(again, "ragmeter-data") == data


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "not valid JSON"),
        ('{"samples": []}', "not a ragmeter result"),
        ('{"summary": {"metrics": {}}, "samples": [1]}', "field 'samples[0]': expected an object, got int"),
    ],
)
def test_report_on_a_bad_file_is_one_clear_line(tmp_path: Path, content: str, message: str) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    res = CliRunner().invoke(main, ["report", str(bad), "--html", str(tmp_path / "o.html")])
    assert res.exit_code == 2
    assert message in " ".join(res.output.split())
    assert "Traceback" not in res.output


def test_missing_extra_is_a_clear_error(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import sys

    from ragmeter.report import html

    html.plotly_js.cache_clear()
    monkeypatch.setitem(sys.modules, "plotly.offline", None)
    try:
        res = CliRunner().invoke(main, ["eval", str(CASES), "--html", str(tmp_path / "o.html"), "-q"])
    finally:
        html.plotly_js.cache_clear()
    assert res.exit_code == 2
    assert "pip install 'ragmeter[html]'" in " ".join(res.output.split())
    assert not (tmp_path / "o.html").exists()
