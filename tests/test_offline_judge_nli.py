"""The offline judge's entailment model (src/ragmeter/judges/offline/nli.py): its numpy
forward pass against torch (transformers' BERT: recorded, and live when torch is
installed), padding, int8 weights, the evidence
window that training and inference share, and the shipped weights."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from ragmeter.judges.base import Cause, Check, Decider, Label
from ragmeter.judges.offline.align import Premise
from ragmeter.judges.offline.nli import CrossEncoder, covers, default_cross_encoder, quantize

SEP = 3


GOLDEN = Path(__file__).parent / "golden" / "nli" / "tiny_bert.npz"
#: the pairs tiny_bert.npz records torch's logits for (make_tiny_bert.BATCH)
BATCH = [[2, 7, 9, SEP, 11, 12, SEP], [2, 5, SEP, 40, SEP]]


def _golden() -> tuple[dict[str, np.ndarray], list[float]]:
    """A small random BERT's weights by name and torch's logits for BATCH, recorded by
    tests/golden/nli/make_tiny_bert.py (so the check needs no torch)."""
    with np.load(GOLDEN) as z:
        params = {k: z[k] for k in z.files if k != "__logits__"}
        logits = [float(x) for x in z["__logits__"]]
    return params, logits


def _maker() -> Any:
    spec = importlib.util.spec_from_file_location("make_tiny_bert", GOLDEN.with_name("make_tiny_bert.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_numpy_forward_matches_torchs_recorded_logits() -> None:
    params, want = _golden()
    enc = CrossEncoder(params, heads=4, sep_id=SEP)
    assert enc.forward_ids(BATCH) == pytest.approx(want, abs=1e-4)


def test_numpy_forward_matches_torch_live() -> None:
    """With torch and transformers installed (not in the test extra: torch from PyPI is
    a 2.7 GB CUDA download): the same check on fresh models, and the recording is current."""
    pytest.importorskip("torch", reason="torch is not installed (pip install 'ragmeter[bertscore]')")
    pytest.importorskip("transformers", reason="transformers is not installed")
    maker = _maker()
    assert maker.BATCH == BATCH
    for seed in (0, 1):
        model, params = maker.tiny_bert(seed)
        enc = CrossEncoder(params, heads=4, sep_id=SEP)
        assert enc.forward_ids(BATCH) == pytest.approx(maker.torch_logits(model, params, BATCH), abs=1e-4)
    golden, recorded = _golden()
    assert recorded == pytest.approx(maker.torch_logits(*maker.tiny_bert(0), BATCH), abs=1e-5)
    _, params = maker.tiny_bert(0)
    assert sorted(golden) == sorted(params)
    assert all(np.array_equal(golden[k], params[k]) for k in params)


def test_padding_does_not_change_a_pair() -> None:
    params, _ = _golden()
    enc = CrossEncoder(params, heads=4, sep_id=SEP)
    short = [2, 5, SEP, 40, SEP]
    alone = enc.forward_ids([short])[0]
    padded = enc.forward_ids([short, [2, *range(10, 30), SEP]])[0]
    assert alone == pytest.approx(padded, abs=1e-5)


def test_int8_rows_round_trip_within_half_a_step() -> None:
    w = np.random.default_rng(3).normal(size=(20, 30)).astype(np.float32)
    w[4] = 0.0
    q, scale = quantize(w)
    assert q.dtype == np.int8
    back = q.astype(np.float32) * scale[:, None]
    assert np.all(np.abs(back - w) <= scale[:, None] / 2 + 1e-7)
    assert np.all(back[4] == 0.0)


def test_evidence_window_is_best_sentences_in_document_order() -> None:
    premise = Premise(
        [
            "The bridge opened in 1932. It was designed by John Bradfield. "
            "Sydney is the capital of New South Wales. The bridge carries trains and cars."
        ]
    )
    window = premise.align("John Bradfield designed the bridge, which carries trains.").evidence()
    assert "Bradfield" in window and "trains" in window
    assert window.index("Bradfield") < window.index("trains")
    assert "capital" not in window
    assert premise.align("Completely unrelated words here.").evidence() == ""


def test_the_model_reads_no_hangul_or_han() -> None:
    assert covers("The museum opens at 9:30.")
    assert covers("Café au lait costs €3.")
    assert not covers("박물관은 월요일에 휴관합니다.")
    assert not covers("博物馆周一闭馆。")
    assert not covers("Tesla の 本社")


def test_shipped_model_reads_plain_pairs_and_is_deterministic() -> None:
    enc = default_cross_encoder()
    premise = "Dogs are welcome in the park as long as they are kept on a leash."
    pairs = [
        ("Dogs must be kept on a leash in the park.", premise),
        ("Cats are banned from the library.", premise),
    ]
    first = enc.logits(pairs)
    assert first[0] > first[1]
    enc._cache.clear()
    assert enc.logits(pairs) == first
    assert enc.logits(list(reversed(pairs))) == list(reversed(first))


# ---------------------------------------------------------------- the cascade
def test_cascade_sends_only_uncertain_claims_to_the_model() -> None:
    from ragmeter.judges.offline import OfflineJudge

    firm = "The firm moved its headquarters from Boston to Denver in 2019. It employs about 1,200 people."
    judge = OfflineJudge(mode="cascade")
    (paraphrase,) = judge._check("The company has around 1,200 employees.", [firm])
    (copied,) = judge._check("It employs about 1,200 people.", [firm])
    (wrong_number,) = judge._check("The company has around 1,500 employees.", [firm])
    assert paraphrase.label is Label.SUPPORTED and "decided by the entailment model" in paraphrase.reason
    assert paraphrase.cause is not None and paraphrase.cause.decider is Decider.ENTAILMENT
    # a copied sentence is plainly present: the fast path, no model call
    assert copied.label is Label.SUPPORTED and "decided by the fast path" in copied.reason
    assert copied.cause == Cause(Decider.FAST_PATH)
    assert wrong_number.label is Label.CONTRADICTED and wrong_number.reason.endswith("(explicit check)")
    assert wrong_number.cause is not None and wrong_number.cause.check is Check.NUMBER
    # the lexical judge alone misses the paraphrase: the cascade is what found it
    (lexical,) = OfflineJudge(mode="lexical")._check("The company has around 1,200 employees.", [firm])
    assert lexical.label is Label.UNSUPPORTED


def test_korean_claims_never_reach_the_english_model() -> None:
    from ragmeter.judges.offline import OfflineJudge

    for mode in ("cascade", "nli"):
        (v,) = OfflineJudge(mode=mode)._check("서울은 한국의 수도이다.", ["한국의 수도는 서울이다."])
        assert v.label is Label.SUPPORTED and v.cause is not None
        assert v.cause.decider in (Decider.FAST_PATH, Decider.LEXICAL)


def test_cascade_gets_the_plain_cases_right_and_is_deterministic() -> None:
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from plain_cases import ALL_CASES
    from ragmeter.judges.offline import OfflineJudge

    judge = OfflineJudge(mode="cascade")
    got = []
    for _, answer, contexts, _ in ALL_CASES:
        verdicts = judge._check(answer, contexts)
        got.append(bool(verdicts) and all(v.label is Label.SUPPORTED for v in verdicts))
    right = sum(g == case[3] for g, case in zip(got, ALL_CASES))
    assert right / len(ALL_CASES) >= 0.95, right
    fresh = OfflineJudge(mode="cascade")
    assert [fresh._check(a, c) for _, a, c, _ in ALL_CASES[:10]] == [
        judge._check(a, c) for _, a, c, _ in ALL_CASES[:10]
    ]


def test_modes_are_named_by_spec_and_recorded() -> None:
    from ragmeter.judges import from_spec

    cascade = from_spec("offline:cascade").describe()
    assert cascade["mode"] == "cascade" and cascade["weights_nli"] and cascade["band"] == [-2.0, 2.0]
    assert from_spec("offline").describe() == from_spec("offline:lexical").describe()
    assert from_spec("offline").describe()["mode"] == "lexical"
    assert "weights_nli" not in from_spec("offline").describe()
