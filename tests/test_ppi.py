"""Prediction-powered means (ARES's intervals): the estimator by hand, its coverage by
simulation (a biased synthetic judge, 1,000 seeded repetitions: the PPI interval covers
the true mean at about the nominal 95% while the judge's own bootstrap interval does
not), the labels file, the summary's ``ppi`` entry, ``eval --labels`` and ``calibrate``."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

import ragmeter
from ragmeter.calibration import brier_score, calibrate, spearman
from ragmeter.cli.main import main
from ragmeter.datasets.labels import read_labels
from ragmeter.errors import DataError
from ragmeter.stats import bootstrap_mean_ci, ppi_mean_ci
from ragmeter.types import Summary

Z = 1.959963984540054


def test_the_estimator_by_hand() -> None:
    f_u = [0.9, 0.8, 0.7, 0.8]  # mean 0.8, sample variance 0.02/3
    f_l = [0.9, 0.6, 0.8]
    y = [0.8, 0.4, 0.6]  # human - judge: -0.1, -0.2, -0.2 -> rectifier -1/6, variance 1/300
    est = ppi_mean_ci(f_u, f_l, y)
    assert est is not None
    assert est.rectifier == pytest.approx(-1 / 6)
    assert est.mean == pytest.approx(0.8 - 1 / 6)
    half = Z * math.sqrt((0.02 / 3) / 4 + (1 / 300) / 3)
    assert (est.low, est.high) == (pytest.approx(0.8 - 1 / 6 - half), pytest.approx(0.8 - 1 / 6 + half))
    assert est.human_mean == pytest.approx(0.6)
    assert est.human_high - est.human_low == pytest.approx(2 * Z * 0.2 / math.sqrt(3))
    assert (est.n_labelled, est.n_unlabelled) == (3, 4)


def test_edges() -> None:
    assert ppi_mean_ci([0.5, 0.5], [1.0], [1.0]) is None  # one label: no variance
    only = ppi_mean_ci([], [1.0, 0.0], [1.0, 1.0])
    assert only is not None and only.mean == 1.0  # nothing unlabelled: the human mean
    wide = ppi_mean_ci([1.0, 0.0], [0.0, 1.0], [1.0, 0.0])
    assert wide is not None and 0.0 <= wide.low <= wide.high <= 1.0  # clipped to [0, 1]
    with pytest.raises(DataError, match="same length"):
        ppi_mean_ci([0.1], [0.1, 0.2], [1.0])


def simulate(reps: int = 1000, big_n: int = 500, n: int = 100, seed: int = 17) -> dict[str, float]:
    """A biased synthetic judge: truly good items (60%) pass it 90% of the time, bad ones
    40% of the time, so its mean is 0.70 against a true 0.60."""
    p, tpr, fpr = 0.6, 0.9, 0.4
    rng = np.random.default_rng(seed)
    hits = {"ppi": 0, "naive": 0, "labels_only": 0}
    for r in range(reps):
        y = rng.random(big_n + n) < p
        f = np.where(y, rng.random(big_n + n) < tpr, rng.random(big_n + n) < fpr).astype(float)
        est = ppi_mean_ci(f[:big_n], f[big_n:], y[big_n:].astype(float))
        naive = bootstrap_mean_ci(f, resamples=200, seed=r)
        assert est is not None and naive is not None
        hits["ppi"] += est.low <= p <= est.high
        hits["naive"] += naive.low <= p <= naive.high
        hits["labels_only"] += est.human_low <= p <= est.human_high
    return {k: v / reps for k, v in hits.items()}


def test_coverage_by_simulation() -> None:
    cov = simulate()
    assert 0.93 <= cov["ppi"] <= 0.97, cov
    assert 0.93 <= cov["labels_only"] <= 0.97, cov
    assert cov["naive"] < 0.05, cov  # the judge's bias is outside its own interval


ROWS = [json.loads(line) for line in Path("examples/store_policy/cases.jsonl").read_text().splitlines()]


def test_eval_with_labels_adds_the_ppi_entry() -> None:
    labels = [
        {"id": "q1", "labels": {"faithfulness": 1, "coherence": 0.5}},
        {"id": "q2", "labels": {"faithfulness": [0, 1]}},
        {"id": "q3", "human_label": 1},
        {"id": "nope", "labels": {"faithfulness": 1}},
    ]
    run = ragmeter.evaluate(ROWS, labels=labels)
    ppi = run.summary.ppi
    assert ppi is not None
    assert (ppi.n_records, ppi.n_matched) == (4, 3)
    est = ppi.metrics["faithfulness"]
    assert est is not None and (est.n_labelled, est.n_unlabelled) == (3, 1)
    judge = {r.id: r.scores["faithfulness"].value for r in run.samples}
    assert est.rectifier == pytest.approx(((1 - judge["q1"]) + (0.5 - judge["q2"]) + (1 - judge["q3"])) / 3)
    assert est.mean == pytest.approx(min(1.0, judge["q4"] + est.rectifier))
    assert any("coherence" in n for n in ppi.notes) and any("match no sample" in n for n in ppi.notes)
    again = Summary.from_dict(json.loads(json.dumps(run.summary.to_dict())))
    assert again.to_dict() == run.summary.to_dict()


def test_labels_are_read_exactly_or_refused(tmp_path: Path) -> None:
    good = tmp_path / "l.jsonl"
    good.write_text('{"id": "a", "labels": {"faithfulness": [1, 0]}}\n\n{"id": 2, "human_label": true}\n')
    labels = read_labels(str(good))
    assert labels.label("a", "faithfulness") == 0.5 and labels.label("2", "faithfulness") == 1.0
    assert labels.pairs("faithfulness") == [("a", 1.0, 0.0)]
    for text, message in (
        (
            '{"id": "a", "labels": {"faithfulness": 2}}\n',
            "line 1, field 'labels.faithfulness': a label must be",
        ),
        (
            '{"id": "a", "human_label": 1}\n{"id": "a", "human_label": 0}\n',
            "line 2, field 'id': sample 'a' is",
        ),
        ('{"labels": {"faithfulness": 1}}\n', "needs an 'id'"),
        ('{"id": "a"}\n', "no label"),
        ('{"id": "a", "human_label": [1, 1, 0]}\n', "one label or two"),
        ('{"id": "a", "human_label": NaN}\n', "line 1"),
    ):
        bad = tmp_path / "bad.jsonl"
        bad.write_text(text)
        with pytest.raises(DataError, match=message.replace("(", r"\(").replace("[", r"\[")):
            read_labels(str(bad))


def test_cli_eval_labels(tmp_path: Path) -> None:
    labels = tmp_path / "labels.jsonl"
    labels.write_text('{"id": "q1", "human_label": 1}\n{"id": "q2", "human_label": 0}\n')
    out = tmp_path / "r.json"
    args = ["eval", "examples/store_policy/cases.jsonl", "--no-store", "--labels", str(labels)]
    res = CliRunner().invoke(main, [*args, "--json", str(out)])
    assert res.exit_code == 0, res.output
    assert "prediction-powered" in res.output and "PPI mean" in res.output
    assert json.loads(out.read_text())["summary"]["ppi"]["metrics"]["faithfulness"]["n_labelled"] == 2
    labels.write_text('{"id": "q1", "human_label": "yes"}\n')
    res = CliRunner().invoke(main, args)
    assert res.exit_code == 2 and "a label must be a number" in res.output


def test_calibrate_reads_true_and_false_as_1_and_0(tmp_path: Path) -> None:
    """Documented in the README (Validating the judge): JSON booleans are labels 1 and 0;
    anything else but 0, 1, "0" and "1" is refused with its line and field."""
    rows = [
        json.loads(line) for line in Path("examples/store_policy/labelled.jsonl").read_text().splitlines()
    ]
    as_bools = tmp_path / "bools.jsonl"
    as_bools.write_text(
        "".join(json.dumps({**r, "human_label": bool(r["human_label"])}) + "\n" for r in rows)
    )
    assert calibrate(str(as_bools)).to_dict() == calibrate("examples/store_policy/labelled.jsonl").to_dict()
    res = CliRunner().invoke(main, ["calibrate", str(as_bools)])
    assert res.exit_code == 0 and "kappa" in res.output
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({**rows[0], "human_label": "true"}) + "\n")
    res = CliRunner().invoke(main, ["calibrate", str(bad)])
    assert res.exit_code == 2 and "human_label" in res.output and "'true'" in res.output


def test_spearman_and_brier_by_hand() -> None:
    assert spearman([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.9]) == pytest.approx(0.4472135955)
    assert spearman([1, 1, 1], [0.1, 0.2, 0.3]) is None
    assert brier_score([1, 0, 1], [0.8, 0.4, 1.0]) == pytest.approx((0.04 + 0.16 + 0) / 3)


def test_calibrate_with_two_annotators_and_the_rest_of_the_data(tmp_path: Path) -> None:
    labelled = tmp_path / "labelled.jsonl"
    rows = [
        json.loads(line) for line in Path("examples/store_policy/labelled.jsonl").read_text().splitlines()
    ]
    for i, row in enumerate(rows):
        if i < 6:  # a second annotator who disagrees on h0
            row["human_label"] = [
                row["human_label"],
                1 - row["human_label"] if i == 0 else row["human_label"],
            ]
    labelled.write_text("".join(json.dumps(r) + "\n" for r in rows))
    report = calibrate(str(labelled), unlabelled="examples/store_policy/cases.jsonl").to_dict()
    pair = report["annotators"]
    assert pair["n"] == 6 and pair["agreement"] == pytest.approx(5 / 6)
    assert report["spearman"] is not None and 0.0 <= report["brier"] <= 1.0
    assert report["ppi"]["n_unlabelled"] == 4 and report["ppi"]["n_labelled"] == report["n"]
    res = CliRunner().invoke(
        main, ["calibrate", str(labelled), "--data", "examples/store_policy/cases.jsonl"]
    )
    assert res.exit_code == 0, res.output
    assert "two annotators on 6 items" in res.output and "prediction-powered" in res.output
    assert "Spearman" in res.output and "Brier score" in res.output
