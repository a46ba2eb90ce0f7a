"""The offline judge's entailment model (src/ragmeter/judges/offline/nli.py, run by
onnxruntime from nli.onnx): the ONNX graph (scripts/nli_graph.py) against torch
(transformers' BERT) and the numpy reference, batch and padding invariance, int8 weights,
the cache, the evidence window that training and inference share, the shipped
multilingual model on plain pairs in six languages, and the default decider using it."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from ragmeter.judges.base import Decider, Label
from ragmeter.judges.offline.align import Premise
from ragmeter.judges.offline.nli import CrossEncoder, default_cross_encoder, quantize

SEP = 3
SCRIPTS = Path(__file__).resolve().parents[1] / "scripts"


def _tiny_bert(seed: int = 0):  # type: ignore[no-untyped-def]
    """A small random BERT from transformers, its weights as the trainer exports them
    (int8 + row scales), and the model with those dequantised weights loaded."""
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    torch.manual_seed(seed)
    cfg = transformers.BertConfig(
        vocab_size=50,
        hidden_size=48,
        num_hidden_layers=2,
        num_attention_heads=4,
        intermediate_size=96,
        max_position_embeddings=32,
        hidden_act="gelu_pytorch_tanh",
        layer_norm_eps=1e-12,
    )
    model = transformers.BertModel(cfg, add_pooling_layer=False).eval()
    rng = np.random.default_rng(seed)
    arrays: dict[str, np.ndarray] = {}
    state = {}
    for k, v in model.state_dict().items():
        if "position_ids" in k:
            continue
        w = v.detach().numpy().copy()
        if w.ndim == 2 and w.shape[0] > 2:
            arrays[k], arrays[k + ":scale"] = quantize(w)
            w = arrays[k].astype(np.float32) * arrays[k + ":scale"][:, None]
        else:
            arrays[k] = w.astype(np.float32)
        state[k] = torch.tensor(w)
    model.load_state_dict(state, strict=False)
    arrays["head.weight"] = rng.normal(size=(1, 96)).astype(np.float32)
    arrays["head.bias"] = np.array([0.3], dtype=np.float32)
    return torch, model, arrays


def _graph(arrays: dict[str, np.ndarray], form: str, **kwargs: object) -> CrossEncoder:
    pytest.importorskip("onnx", reason="building a graph needs onnx (the test and train extras)")
    sys.path.insert(0, str(SCRIPTS))
    from nli_graph import build_model

    return CrossEncoder(build_model(arrays, form=form, heads=4).SerializeToString(), sep_id=SEP, **kwargs)  # type: ignore[arg-type]


BATCH = [[2, 7, 9, SEP, 11, 12, SEP], [2, 5, SEP, 40, SEP], [2, *range(10, 30), SEP, 31, SEP]]


def test_float_graph_matches_torch_and_the_numpy_reference() -> None:
    torch, model, arrays = _tiny_bert()
    sys.path.insert(0, str(SCRIPTS))
    from nli_numpy import NumpyCrossEncoder, dequantize

    ours = _graph(arrays, "fp32").forward_ids(BATCH)
    reference = NumpyCrossEncoder(dequantize(arrays), heads=4, sep_id=SEP).forward_ids(BATCH)
    for ids, got, ref in zip(BATCH, ours, reference):
        sep = ids.index(SEP)
        types = [0] * (sep + 1) + [1] * (len(ids) - sep - 1)
        with torch.no_grad():
            hidden = (
                model(input_ids=torch.tensor([ids]), token_type_ids=torch.tensor([types]))
                .last_hidden_state[0]
                .numpy()
            )
        feats = np.concatenate([hidden[0], hidden.mean(axis=0)])
        want = float(feats @ arrays["head.weight"][0] + arrays["head.bias"][0])
        assert got == pytest.approx(want, abs=1e-4)
        assert ref == pytest.approx(want, abs=1e-4)


def test_int8_graph_follows_the_float_graph() -> None:
    _torch, _model, arrays = _tiny_bert(2)
    exact = _graph(arrays, "fp32").forward_ids(BATCH)
    int8 = _graph(arrays, "row8").forward_ids(BATCH)
    assert np.all(np.abs(int8 - exact) < 0.05 * (1.0 + np.abs(exact))), (int8, exact)
    assert not np.array_equal(int8, exact)  # the activations really are quantised


def _extreme_arrays(
    seed: int = 4, hidden: int = 64, inner: int = 128, vocab: int = 50
) -> dict[str, np.ndarray]:
    """A two-layer model whose every dense weight is +-127 (the trainer's largest int8),
    built with numpy alone: the products whose int16 pair sums saturate on x86 CPUs without
    VNNI when an activation row uses all of uint8."""
    rng = np.random.default_rng(seed)
    arrays: dict[str, np.ndarray] = {}

    def dense(name: str, out: int, width: int) -> None:
        arrays[name + ".weight"] = (rng.choice([-127, 127], size=(out, width))).astype(np.int8)
        arrays[name + ".weight:scale"] = np.full(out, 0.02 / np.sqrt(width), dtype=np.float32)
        arrays[name + ".bias"] = rng.normal(0, 0.1, size=out).astype(np.float32)

    def norm(name: str) -> None:
        arrays[name + ".weight"] = np.ones(hidden, dtype=np.float32)
        arrays[name + ".bias"] = np.zeros(hidden, dtype=np.float32)

    for table, rows in (("word", vocab), ("position", 32), ("token_type", 2)):
        arrays[f"embeddings.{table}_embeddings.weight"] = rng.normal(size=(rows, hidden)).astype(np.float32)
    norm("embeddings.LayerNorm")
    for i in range(2):
        pre = f"encoder.layer.{i}."
        for part in ("query", "key", "value"):
            dense(f"{pre}attention.self.{part}", hidden, hidden)
        dense(f"{pre}attention.output.dense", hidden, hidden)
        norm(f"{pre}attention.output.LayerNorm")
        dense(f"{pre}intermediate.dense", inner, hidden)
        dense(f"{pre}output.dense", hidden, inner)
        norm(f"{pre}output.LayerNorm")
    arrays["head.weight"] = rng.normal(size=(1, 2 * hidden)).astype(np.float32)
    arrays["head.bias"] = np.array([0.1], dtype=np.float32)
    return arrays


def test_int8_graph_sums_exactly_on_every_cpu() -> None:
    """Weights of +-127 everywhere: the graph gives what exact arithmetic on the same
    quantised rows gives (numpy) on every CPU. With int8 weights a CPU without VNNI was
    off by 1.4 to 6.7 logits here (its kernel sums uint8 x int8 products in pairs in
    saturating int16); the weights are stored as uint8 now, whose kernel sums exactly."""
    sys.path.insert(0, str(SCRIPTS))
    from nli_graph import GELU_SHIFT, SYMMETRIC_TOP, UNSIGNED_TOP
    from nli_numpy import NumpyCrossEncoder, dequantize

    arrays = _extreme_arrays()
    quantised = _graph(arrays, "row8").forward_ids(BATCH)
    rows = (SYMMETRIC_TOP, UNSIGNED_TOP, GELU_SHIFT)
    exact = NumpyCrossEncoder(dequantize(arrays), heads=4, sep_id=SEP, rows=rows).forward_ids(BATCH)
    assert np.all(np.abs(quantised - exact) < 0.02), (quantised, exact)


@pytest.mark.parametrize("form", ["row8", "fp32"])
def test_a_pair_scores_the_same_alone_and_in_any_batch(form: str) -> None:
    _torch, _model, arrays = _tiny_bert(1)
    enc = _graph(arrays, form)
    short = [2, 5, SEP, 40, SEP]
    alone = enc.forward_ids([short])[0]
    for others in ([[2, *range(10, 30), SEP]], [[2, 9, SEP, 9, SEP], [2, 8, 8, 8, SEP, 7, 7, SEP]]):
        assert enc.forward_ids([*others, short])[-1] == pytest.approx(alone, abs=1e-5)


def test_int8_rows_round_trip_within_half_a_step() -> None:
    w = np.random.default_rng(3).normal(size=(20, 30)).astype(np.float32)
    w[4] = 0.0
    q, scale = quantize(w)
    assert q.dtype == np.int8
    back = q.astype(np.float32) * scale[:, None]
    assert np.all(np.abs(back - w) <= scale[:, None] / 2 + 1e-7)
    assert np.all(back[4] == 0.0)


def test_cache_answers_repeats_and_forgets_the_oldest() -> None:
    _torch, _model, arrays = _tiny_bert(4)
    enc = _graph(arrays, "row8", cache_size=2)

    class Ids:
        """Whitespace 'tokenizer' over small ids: claim and evidence words are digits."""

        def encode(self, claim: str, evidence: str):  # type: ignore[no-untyped-def]
            class E:
                def __init__(self, ids: list[int]) -> None:
                    self.ids = ids

            return E([2, *map(int, claim.split()), SEP, *map(int, evidence.split()), SEP])

    enc.tokenizer = Ids()
    a, b, c = ("5 6", "7"), ("8", "9 10"), ("11", "12")
    first = enc.logits([a, b, a])
    assert first[0] == first[2] and list(enc._cache) == [a, b]
    session, enc.session = enc.session, None  # from now on, any model call fails
    assert enc.logits([b, a]) == [first[1], first[0]]  # answered from the cache
    with pytest.raises(AttributeError):
        enc.logits([c])
    enc.session = session
    enc.logits([c])
    assert list(enc._cache) == [a, c]  # b was the least recently used


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


def test_the_model_reads_every_script_of_the_six_languages() -> None:
    enc = default_cross_encoder()
    unk = enc.tokenizer.token_to_id("<unk>")
    for text in (
        "The museum opens at 9:30.",
        "Café au lait: 3 €, l'été à Besançon.",
        "Die Bäckerei schließt um 18 Uhr; Größe: 1,8 m².",
        "¿Dónde está la estación? Año 2024, señora Núñez.",
        "박물관은 월요일에 휴관합니다.",
        "博物馆周一闭馆，门票八十元。",
    ):
        ids = enc.tokenizer.encode(text).ids
        assert unk not in ids, text


#: (claim, evidence, supported?) that a careful reader decides at a glance, in the six
#: languages; the shipped model must put each on its side of zero. (Until judge version 7
#: the French pair was "ouvert tous les jours sauf le lundi": "closed on D" from "open
#: every day except D" is a gap of both models: of 7 such pairs in six languages version
#: 6's model put 2 on the right side, version 7's 1; the French one was right by chance.
#: The judge reads exceptions by a rule since version 7: text/excepted.py.)
PLAIN_PAIRS = [
    ("The capital of Australia is Canberra.", "Canberra is the capital city of Australia.", True),
    (
        "You need to give 14 days written notice to the front desk to cancel your membership.",
        "Members can cancel their membership at any time with 14 days written notice to the front desk.",
        True,
    ),
    (
        "Cats are banned from the library.",
        "Dogs are welcome in the park as long as they are on a leash.",
        False,
    ),
    ("The store was founded in 2005.", "The store was founded in 1998 by Anna Weber.", False),
    ("Die Bäckerei wurde von Sabine Krüger gegründet.", "Sabine Krüger gründete die Bäckerei 1998.", True),
    ("Le musée est fermé le lundi.", "Le lundi, le musée reste fermé.", True),
    ("El congreso se celebra en Sevilla.", "El congreso se celebrará en Valencia en marzo.", False),
    ("박물관은 월요일에 문을 닫습니다.", "박물관은 매주 월요일 휴관합니다.", True),
    ("博物馆周一开放。", "博物馆每周一闭馆。", False),
]


def test_shipped_model_decides_plain_pairs_in_six_languages() -> None:
    enc = default_cross_encoder()
    got = enc.logits([(c, e) for c, e, _ in PLAIN_PAIRS])
    wrong = [(c, z) for (c, _, yes), z in zip(PLAIN_PAIRS, got) if (z > 0) != yes]
    assert not wrong
    assert enc.meta["activations"].startswith("int8 per row, uint8 weights") and enc.fingerprint
    assert "multilingual-e5-small" in enc.meta["base"]


def test_what_the_model_misses_a_value_check_vetoes() -> None:
    """The model alone may take an antonym for agreement ("abre" for "cierra" scores
    above 0); the judge does not, because the polarity check reads it as a value."""
    from ragmeter.judges.offline import OfflineJudge

    (v,) = OfflineJudge()._check("El museo abre los lunes.", ["El museo cierra los lunes."])
    assert v.label is Label.CONTRADICTED and v.cause is not None and v.cause.decider is Decider.CHECK


def test_shipped_model_is_deterministic_and_batch_invariant() -> None:
    enc = default_cross_encoder()
    pairs = [(c, e) for c, e, _ in PLAIN_PAIRS]
    ids = enc.encode(pairs)
    together = enc.forward_ids(ids)  # one batch padded to the longest pair
    alone = [float(enc.forward_ids([one])[0]) for one in ids]
    assert np.max(np.abs(together - alone)) < 1e-4
    enc._cache.clear()
    first = enc.logits(pairs)
    enc._cache.clear()
    assert enc.logits(list(reversed(pairs)), batch_size=3) == pytest.approx(list(reversed(first)), abs=1e-4)


# ---------------------------------------------------------------- the default decider
def test_a_paraphrase_is_supported_by_the_model_and_a_copy_never_asks_it() -> None:
    from ragmeter.judges.offline import OfflineJudge

    firm = "The firm moved its headquarters from Boston to Denver in 2019. It employs about 1,200 people."
    judge = OfflineJudge()
    (paraphrase,) = judge._check("The company has around 1,200 employees.", [firm])
    (copied,) = judge._check("It employs about 1,200 people.", [firm])
    (wrong_number,) = judge._check("The company has around 1,500 employees.", [firm])
    assert paraphrase.label is Label.SUPPORTED and paraphrase.cause is not None
    assert paraphrase.cause.decider is Decider.ENTAILMENT
    assert copied.label is Label.SUPPORTED and copied.cause is not None
    assert copied.cause.decider is Decider.FAST_PATH
    assert wrong_number.label is Label.CONTRADICTED and wrong_number.reason.endswith("(explicit check)")
    # the lexical judge alone misses the paraphrase
    (lexical,) = OfflineJudge(mode="lexical")._check("The company has around 1,200 employees.", [firm])
    assert lexical.label is Label.UNSUPPORTED


def test_korean_and_chinese_paraphrases_reach_the_model() -> None:
    from ragmeter.judges.offline import OfflineJudge

    judge = OfflineJudge()
    for claim, ctx in (
        ("박물관은 월요일에 문을 닫습니다.", "박물관은 매주 월요일 휴관합니다."),
        ("面包店雇用了14人。", "这家面包店有14名员工。"),
    ):
        (v,) = judge._check(claim, [ctx])
        assert v.label is Label.SUPPORTED and v.cause is not None, v
        assert v.cause.decider in (Decider.ENTAILMENT, Decider.FAST_PATH)


def test_the_default_gets_the_plain_cases_right_and_is_deterministic() -> None:
    sys.path.insert(0, str(Path(__file__).parent))
    from plain_cases import ALL_CASES
    from ragmeter.judges.offline import OfflineJudge

    judge = OfflineJudge()
    got = []
    for _, answer, contexts, _ in ALL_CASES:
        verdicts = judge._check(answer, contexts)
        got.append(bool(verdicts) and all(v.label is Label.SUPPORTED for v in verdicts))
    right = sum(g == case[3] for g, case in zip(got, ALL_CASES))
    assert right / len(ALL_CASES) >= 0.95, right
    fresh = OfflineJudge()
    assert [fresh._check(a, c) for _, a, c, _ in ALL_CASES[:10]] == [
        judge._check(a, c) for _, a, c, _ in ALL_CASES[:10]
    ]


def test_modes_are_named_by_spec_and_recorded() -> None:
    from ragmeter.judges import from_spec

    default = from_spec("offline").describe()
    assert default == from_spec("offline:meaning").describe()
    assert default["mode"] == "meaning" and default["nli_model"] and default["version"] == "37"
    lexical = from_spec("offline:lexical").describe()
    assert lexical["mode"] == "lexical" and "nli_model" not in lexical
