"""BERTScore through a real (tiny, randomly initialised) local BERT model: nothing is downloaded."""

from __future__ import annotations

from pathlib import Path

import pytest

import ragmeter
from ragmeter.errors import ConfigError
from ragmeter.sample import Status

#: the bertscore extra is not in the test extra: torch from PyPI is a 2.7 GB CUDA download
NO_EXTRA = "the bertscore extra is not installed (pip install -e '.[test,bertscore]' runs these tests)"

WORDS = [
    "[PAD]",
    "[UNK]",
    "[CLS]",
    "[SEP]",
    "[MASK]",
    *"the cat sat on mat a dog ran paris is in france".split(),
]


@pytest.fixture(scope="module")
def tiny_bert(tmp_path_factory: pytest.TempPathFactory) -> Path:
    torch = pytest.importorskip("torch", reason=NO_EXTRA)
    transformers = pytest.importorskip("transformers", reason=NO_EXTRA)
    pytest.importorskip("bert_score", reason=NO_EXTRA)
    d = tmp_path_factory.mktemp("tiny-bert")
    (d / "vocab.txt").write_text("\n".join(WORDS) + "\n")
    transformers.BertTokenizer(str(d / "vocab.txt")).save_pretrained(d)  # no length limit on purpose
    config = transformers.BertConfig(
        vocab_size=len(WORDS),
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=64,
    )
    torch.manual_seed(0)
    transformers.BertModel(config).save_pretrained(d)
    return d


def test_bertscore_with_a_local_model(tiny_bert: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    name = f"bertscore(model={tiny_bert})"
    res = ragmeter.evaluate(
        [
            {"question": "q", "answer": "the cat sat on the mat", "reference": "the cat sat on the mat"},
            {"question": "q2", "answer": "paris is in france", "reference": "the dog ran"},
            {"question": "q3", "answer": "the cat sat"},
        ],
        metrics=[name],
    )
    assert res.metrics == [name]  # the run records which model scored it
    same, different, no_reference = (r.scores[name] for r in res.samples)
    assert same.value == pytest.approx(1.0, abs=1e-5)
    assert different.ok and different.value is not None and different.value < same.value
    assert set(same.details) == {"precision", "recall"}
    assert no_reference.status is Status.NOT_APPLICABLE


def test_bertscore_takes_its_default_model_from_the_environment(
    tiny_bert: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("RAGMETER_BERTSCORE_MODEL", str(tiny_bert))
    res = ragmeter.evaluate(
        [{"question": "q", "answer": "the cat", "reference": "the cat"}], metrics=["bertscore"]
    )
    assert res.samples[0].scores["bertscore"].ok


@pytest.mark.parametrize(
    ("metric", "message"),
    [
        ("bertscore(model={missing})", "is not a folder"),
        ("bertscore(model={empty})", "has no config.json"),
        ("bertscore", r"needs a local model: bertscore\(model=PATH\)"),
    ],
)
def test_a_model_that_cannot_work_is_an_error_before_any_sample(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, metric: str, message: str
) -> None:
    pytest.importorskip("bert_score", reason=NO_EXTRA)
    monkeypatch.delenv("RAGMETER_BERTSCORE_MODEL", raising=False)
    metric = metric.format(missing=tmp_path / "missing", empty=tmp_path)
    # the data is not even read: a missing file would be a DataError
    with pytest.raises(ConfigError, match=message):
        ragmeter.evaluate(str(tmp_path / "no-such-data.jsonl"), metrics=[metric])


def test_a_missing_extra_is_an_error_before_any_sample(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from click.testing import CliRunner

    from ragmeter.cli.main import main
    from ragmeter.metrics import text

    real = text.find_spec
    gone = ("bert_score", "transformers", "torch")  # as without the extra, installed or not here
    monkeypatch.setattr(text, "find_spec", lambda name: None if name in gone else real(name))
    message = r"\(bert_score, transformers, torch missing\): pip install 'ragmeter\[bertscore\]'"
    with pytest.raises(ConfigError, match=message):
        ragmeter.evaluate(str(tmp_path / "no-such-data.jsonl"), metrics=[f"bertscore(model={tmp_path})"])
    data = tmp_path / "d.jsonl"
    data.write_text('{"question": "q", "answer": "a", "reference": "b"}\n')
    out = tmp_path / "r.json"
    res = CliRunner().invoke(
        main, ["eval", str(data), "-m", f"f1,bertscore(model={tmp_path})", "--json", str(out)]
    )
    assert res.exit_code == 2, res.output
    assert "pip install 'ragmeter[bertscore]'" in " ".join(res.output.split())
    assert not out.exists()
