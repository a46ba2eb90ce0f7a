"""The summary tells the truth (issue 14): "Performing well" only when every metric has a
value and is Good or Excellent; otherwise the metrics in bad bands are named, and
metrics that could not be computed say so with the reason."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from rich.console import Console

from ragmeter import evaluate
from ragmeter.cli.main import main
from ragmeter.judges.base import JudgeError, Judgement, JudgeTask
from ragmeter.report.markdown import render_markdown
from ragmeter.report.terminal import print_summary
from ragmeter.report.verdict import all_good, verdict
from ragmeter.types import MetricSummary, Summary

WELL = "Performing well"


def entry(mean: float | None, band: str | None, n: int = 4, **statuses: int) -> MetricSummary:
    n_ok = n - sum(statuses.values())
    return MetricSummary(
        mean=mean,
        ci_low=mean,
        ci_high=mean,
        n_ok=n_ok,
        n=n,
        coverage=n_ok / n,
        statuses=({"ok": n_ok} if n_ok else {}) | statuses,
        higher_is_better=True,
        band=band,
    )


def summary_of(metrics: dict[str, MetricSummary]) -> Summary:
    return Summary(n_samples=4, metrics=metrics)


def rendered(summary: Summary) -> str:
    buf = io.StringIO()
    print_summary(Console(file=buf, width=200), summary)
    return " ".join(buf.getvalue().split())


def test_bad_bands_are_named() -> None:
    summary = summary_of(
        {
            "rougeL": entry(0.1, "Critical"),
            "exact_match": entry(0.0, "Critical"),
            "f1": entry(0.6, "Needs improvement"),
            "hit_rate@5": entry(1.0, "Excellent"),
        }
    )
    assert verdict(summary) == [
        ("bad", "rougeL and exact_match are Critical"),
        ("bad", "f1 needs improvement"),
    ]
    text = rendered(summary)
    assert "rougeL and exact_match are Critical." in text and WELL not in text


def test_metrics_not_computed_and_partial_failures() -> None:
    summary = summary_of(
        {
            "faithfulness": entry(None, None, judge_error=4),
            "answer_relevancy": entry(None, None, judge_error=4),
            "context_recall": entry(None, None, not_applicable=4),
            "context_precision": entry(0.95, "Excellent", timeout=1),
        }
    )
    assert verdict(summary) == [
        ("missing", "faithfulness, answer_relevancy: not computed for any sample (judge_error)"),
        ("missing", "context_recall: not computed for any sample (not_applicable)"),
        ("partial", "context_precision: timeout on 1 of 4 samples (left out of the mean)"),
    ]
    assert not all_good(summary) and WELL not in rendered(summary)


def test_all_good_is_said_only_then() -> None:
    metrics = {"faithfulness": entry(0.95, "Excellent"), "f1": entry(0.8, "Good", not_applicable=1)}
    summary = summary_of(metrics)
    assert verdict(summary) == [] and all_good(summary)
    assert WELL in rendered(summary)
    assert not all_good(summary_of({}))


class FailingJudge:
    name = "failing"
    version = "1"

    def judge(self, task: JudgeTask) -> Judgement:
        raise JudgeError("the endpoint said no")

    def describe(self) -> dict[str, Any]:
        return {"name": self.name, "version": self.version}


def test_a_judge_that_always_fails_is_reported() -> None:
    data = [
        {"id": f"q{i}", "question": "Who runs Tesla?", "answer": "Musk.", "contexts": ["Musk runs Tesla."]}
        for i in range(3)
    ]
    result = evaluate(data, "faithfulness,answer_relevancy", judge=FailingJudge(), config=None)
    summary = result.summary
    text = rendered(summary)
    assert "faithfulness, answer_relevancy: not computed for any sample (judge_error)." in text
    assert WELL not in text
    md = render_markdown(summary)
    assert "not computed for any sample (judge_error)" in md and WELL not in md


def test_cli_names_critical_text_metrics(tmp_path: Path) -> None:
    rows = [
        {"id": f"q{i}", "question": "What colour is the sky?", "answer": "Green.", "reference": "Blue."}
        for i in range(3)
    ]
    path = tmp_path / "d.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    res = CliRunner().invoke(main, ["eval", str(path), "--no-store", "-m", "rougeL,exact_match,f1"])
    assert res.exit_code == 0, res.output
    text = " ".join(res.output.split())
    assert "rougeL, exact_match and f1 are Critical." in text
    assert WELL not in text


def test_html_report_carries_the_findings() -> None:
    pytest.importorskip("jinja2")
    pytest.importorskip("plotly")
    from ragmeter.report.html import HtmlReport

    page = HtmlReport(["f1"]).render(summary_of({"f1": entry(0.1, "Critical")}))
    assert "f1 is Critical." in page and WELL not in page
