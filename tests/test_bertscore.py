"""BERTScore through a real (tiny, randomly initialised) local BERT model: nothing is downloaded."""

from __future__ import annotations

from pathlib import Path

import pytest

import ragmeter
from ragmeter.schema import Status

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
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    pytest.importorskip("bert_score")
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
    monkeypatch.setenv("RAGMETER_BERTSCORE_MODEL", str(tiny_bert))
    res = ragmeter.evaluate(
        [
            {"question": "q", "answer": "the cat sat on the mat", "reference": "the cat sat on the mat"},
            {"question": "q2", "answer": "paris is in france", "reference": "the dog ran"},
            {"question": "q3", "answer": "the cat sat"},
        ],
        metrics=["bertscore"],
    )
    same, different, no_reference = (r.scores["bertscore"] for r in res.samples)
    assert same.value == pytest.approx(1.0, abs=1e-5)
    assert different.ok and different.value is not None and different.value < same.value
    assert set(same.details) == {"precision", "recall"}
    assert no_reference.status is Status.NOT_APPLICABLE


def test_bertscore_path_that_is_not_a_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RAGMETER_BERTSCORE_MODEL", str(tmp_path / "missing"))
    res = ragmeter.evaluate([{"question": "q", "answer": "a", "reference": "b"}], metrics=["bertscore"])
    sc = res.samples[0].scores["bertscore"]
    assert sc.status is Status.NOT_APPLICABLE
    assert "is not a folder" in sc.reason
