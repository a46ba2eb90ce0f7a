"""Scores of traced traffic over time: the unpaired permutation test, windows by day and
by run, drops flagged only when significant, and the page and dashboard that show them."""

from __future__ import annotations

import json
import time
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from ragmeter.cli.main import main
from ragmeter.compare import permutation_p_value
from ragmeter.store import Store
from ragmeter.timeline import Point, from_store, timeline

FAST = ["--ci-resamples", "200"]
GOOD = ("Larkspur Cycles was founded in 2009 in Portland.", "Larkspur Cycles was founded in 2009.")
BAD = ("Larkspur Cycles was founded in 2009 in Portland.", "Larkspur Cycles was founded in 1987 in Boston.")


# ---------------------------------------------------------------- the test
def test_permutation_p_is_exact_when_small_and_symmetric() -> None:
    a, b = [0.0, 0.0, 1.0], [1.0, 1.0, 1.0]
    # 20 ways to pick 3 of the 6 values as "a": both 0s in a (4 ways) or none (4 ways) is as
    # far from equal means as what was seen, in either direction
    assert permutation_p_value(a, b) == pytest.approx(8 / 20)
    assert permutation_p_value(b, a) == permutation_p_value(a, b)
    assert permutation_p_value([0.5, 0.5], [0.5, 0.5, 0.5]) == 1.0


def test_permutation_p_large_samples() -> None:
    rng = np.random.default_rng(1)
    a, b, c = rng.random(300), rng.random(300), rng.random(300) * 0.8
    same = permutation_p_value(a, b, seed=2)
    assert same > 0.05 and 0 < permutation_p_value(a, c, seed=2) < 0.01
    assert permutation_p_value(a, b, seed=2) == same  # seeded: the same p every time
    with pytest.raises(ValueError, match="empty"):
        permutation_p_value([], [1.0])


def points(
    day: str, run: str, values: list[float], metric: str = "faithfulness", prefix: str = ""
) -> list[Point]:
    return [
        Point(run, f"{day}T12:00:00", f"{prefix}{day}-{i}", f"{day}T10:00:00Z", metric, v)
        for i, v in enumerate(values)
    ]


def test_windows_by_day_and_run_and_what_is_a_drop() -> None:
    pts = (
        points("2025-06-01", "r1", [1.0] * 10)
        + points("2025-06-02", "r2", [1.0] * 9 + [0.0])
        + points("2025-06-03", "r3", [0.0] * 8 + [1.0] * 2)
        + points("2025-06-03", "r3", [0.0] * 10, metric="hallucination")
        + points("2025-06-04", "r4", [1.0] * 10, metric="hallucination")
    )
    t = timeline(
        pts,
        ["faithfulness", "hallucination"],
        by="day",
        higher_is_better={"hallucination": False},
        resamples=500,
    )
    assert [w.key for w in t.windows] == ["2025-06-01", "2025-06-02", "2025-06-03", "2025-06-04"]
    faith = [w.metrics["faithfulness"] for w in t.windows]
    assert [f.mean for f in faith[:3]] == [1.0, 0.9, 0.2] and faith[3].n == 0
    assert faith[0].delta is None and not faith[1].drop and faith[1].test == "unpaired"
    assert faith[2].drop and faith[2].p_value is not None and faith[2].p_value < 0.01
    assert faith[2].ci_low is not None and faith[2].ci_low <= 0.2 <= (faith[2].ci_high or 0)
    halluc = t.windows[3].metrics["hallucination"]
    assert halluc.drop and halluc.delta == 1.0  # lower is better: a rise is the drop
    assert [(w.label, m) for w, m, _ in t.drops] == [
        ("2025-06-03", "faithfulness"),
        ("2025-06-04", "hallucination"),
    ]
    by_run = timeline(pts, ["faithfulness"], by="run", run_labels={"r3": "v3"}, resamples=500)
    assert [w.label for w in by_run.windows] == ["r1", "r2", "v3"] and by_run.windows[2].runs == ("r3",)


def test_the_same_interactions_rescored_are_paired() -> None:
    pts = points("2025-06-01", "a", [1.0] * 8 + [0.5, 0.5]) + [
        Point(
            "b",
            "2025-06-02T00:00:00",
            p.interaction,
            p.started_at,
            p.metric,
            p.value - 0.5 if p.value == 1.0 else p.value,
        )
        for p in points("2025-06-01", "a", [1.0] * 8 + [0.5, 0.5])
    ]
    t = timeline(pts, ["faithfulness"], by="run")
    second = t.windows[1].metrics["faithfulness"]
    assert second.test == "paired" and second.drop and second.p_value == pytest.approx(2 / 2**8)
    one_day = timeline(pts, ["faithfulness"], by="day")  # the latest run's value counts, once
    assert len(one_day.windows) == 1 and one_day.windows[0].metrics["faithfulness"].mean == 0.5


def test_only_the_newest_windows_are_kept_and_still_tested() -> None:
    pts = [
        p for d in range(1, 8) for p in points(f"2025-06-0{d}", f"r{d}", [1.0, 0.0] if d < 7 else [0.0, 0.0])
    ]
    t = timeline(pts, ["faithfulness"], by="day", max_windows=3)
    assert t.left_out == 4 and [w.key for w in t.windows] == ["2025-06-05", "2025-06-06", "2025-06-07"]
    assert t.windows[0].metrics["faithfulness"].delta == 0.0  # tested against 06-04, not shown


# ---------------------------------------------------------------- from traces to the page
def _traffic(path: Path, start: float, answers: tuple[str, str], n: int, base: int) -> None:
    lines = []
    for i in range(n):
        t = start + i
        tid = f"{base + i:032x}"
        lines.append(
            json.dumps(
                {
                    "name": "rag",
                    "context": {"trace_id": tid, "span_id": f"{base + i:016x}"},
                    "span_kind": "CHAIN",
                    "start_time": t,
                    "end_time": t + 0.2,
                    "status_code": "OK",
                    "attributes": {
                        "input.value": f"When was Larkspur Cycles founded? ({i})",
                        "output.value": answers[1],
                    },
                }
            )
        )
        lines.append(
            json.dumps(
                {
                    "name": "retrieve",
                    "context": {"trace_id": tid, "span_id": f"{base + i + 1:015x}f"},
                    "parent_id": f"{base + i:016x}",
                    "span_kind": "RETRIEVER",
                    "start_time": t + 0.01,
                    "end_time": t + 0.05,
                    "status_code": "OK",
                    "attributes": {
                        "retrieval.documents.0.document.id": "kb-1",
                        "retrieval.documents.0.document.content": answers[0],
                    },
                }
            )
        )
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


@pytest.fixture(scope="module")
def traffic_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Three trace runs: two good days, then a day whose answers invent facts."""
    tmp = tmp_path_factory.mktemp("traffic")
    store = tmp / "s.db"
    now = time.time()
    runner = CliRunner()
    for k, (ago_h, answers, since) in enumerate([(72, GOOD, None), (48, GOOD, "60h"), (1, BAD, "30h")]):
        path = tmp / f"day{k}.jsonl"
        _traffic(path, now - ago_h * 3600, answers, 12, base=1000 * (k + 1))
        assert runner.invoke(main, ["traces", "import", str(path), "--store", str(store)]).exit_code == 0
        args = [
            "eval",
            "--traces",
            "--store",
            str(store),
            "--label",
            f"day{k}",
            "-m",
            "faithfulness,hallucination",
            *FAST,
        ]
        res = runner.invoke(main, args + (["--since", since] if since else []))
        assert res.exit_code == 0 and "Took 12 of 12 interactions" in res.output, res.output
    return store


def test_trace_runs_over_time_flag_the_bad_day(traffic_store: Path) -> None:
    with Store(traffic_store) as store:
        by_day = from_store(store, "day", resamples=500)
        by_run = from_store(store, "run", resamples=500)
    assert by_day.metrics == ("faithfulness",)  # the headline metrics the runs evaluated
    assert [w.n for w in by_day.windows] == [12, 12, 12]
    faith = [w.metrics["faithfulness"] for w in by_day.windows]
    assert faith[0].mean == faith[1].mean == 1.0 and not faith[1].drop
    assert faith[2].mean is not None and faith[2].mean < 0.5 and faith[2].drop
    assert [w.label for w in by_run.windows] == ["day0", "day1", "day2"] and by_run.windows[2].metrics[
        "faithfulness"
    ].drop


def test_serve_shows_the_traffic_and_a_trace_runs_dashboard(traffic_store: Path) -> None:
    go = pytest.importorskip("plotly.graph_objects")
    from ragmeter.report.html_timeline import timeline_figure
    from ragmeter.web import WebApp

    with Store(traffic_store, create=False) as store:
        app = WebApp(store, timeline=lambda by: from_store(store, by, resamples=200))
        page = app.handle("GET", "/traffic?by=day").body.decode()
        assert 'id="timeline-drops"' in page and "faithfulness on " in page and "▼ drop" in page
        assert app.handle("GET", "/traffic?by=week").status == 400
        by_run = app.handle("GET", "/traffic?by=run").body.decode()
        assert '<tr data-window="' in by_run and ">day2<" in by_run
        run = app.handle("GET", f"/runs/{store.resolve('day2')}").body.decode()
        assert 'id="timeline"' in run and 'id="timeline-chart"' in run
        plain = app.handle("GET", "/").body.decode()
        assert 'href="/traffic"' in plain
        go.Figure(timeline_figure(from_store(store, "day", resamples=200)))  # valid Plotly


def test_report_and_eval_html_of_a_trace_run(traffic_store: Path, tmp_path: Path) -> None:
    pytest.importorskip("plotly")
    out = tmp_path / "r.html"
    res = CliRunner().invoke(main, ["report", "day2", "--html", str(out), "--store", str(traffic_store)])
    assert res.exit_code == 0 and 'id="timeline-drops"' in out.read_text()
    live = tmp_path / "live.html"
    args = [
        "eval",
        "--traces",
        "--store",
        str(traffic_store),
        "--since",
        "30h",
        "--html",
        str(live),
        "--no-store",
    ]
    assert CliRunner().invoke(main, [*args, *FAST]).exit_code == 0
    assert 'id="timeline"' not in live.read_text()  # not recorded: no history to chart
    recorded = tmp_path / "rec.html"
    args = ["eval", "--traces", "--store", str(traffic_store), "--since", "30h", "--html", str(recorded)]
    assert CliRunner().invoke(main, [*args, *FAST, "-m", "faithfulness"]).exit_code == 0
    page = recorded.read_text()
    assert 'id="timeline-chart"' in page and page.count('<tr data-window="') == 3  # the 3 days
