"""The offline judge's cross-encoder as an ONNX graph (``scripts/export_nli_onnx.py``).

Built op by op with ``onnx.helper`` from the int8 arrays that ``scripts/nli_torch.py``
exports (``name``: int8 with one scale per output row, ``name:scale``, float32 vectors,
``meta:KEY`` strings). Two forms of every dense layer:

* ``row8`` (shipped): the weights stay the exact int8 values the trainer wrote; each
  token's activation row is quantised on its own (8 bit, ``QuantizeLinear`` with one
  scale per row: symmetric, max |x| / 127; the GELU outputs, all above -0.171, are
  shifted by +0.2 and quantised unsigned, max / 255, the shift folded into the bias),
  multiplied in int32 and scaled back by column scale (``MatMulIntegerToFloat``, one
  kernel) and row scale.
  Nothing is shared between rows, so a pair's logit does not depend on the other pairs
  in its batch or on padding (onnxruntime's ``quantize_dynamic`` quantises a whole
  activation tensor with one scale, which would).
* ``fp32``: the dequantised weights in float32 ``MatMul`` (what the numpy model did).

Embeddings are stored int8 too and dequantised after the lookup (row scale gathered
alongside). Inputs ``input_ids``, ``token_type_ids``, ``attention_mask`` (int64,
[batch, length], both dynamic); output ``logit`` [batch] (positive: supported).
"""

from __future__ import annotations

import math
from collections.abc import Mapping

import numpy as np
from nli_numpy import layer_count

OPSET = 20
HIDDEN_EPS = 1e-12
#: tanh-GELU is never below -0.1701: its outputs + 0.2 are positive (quantised unsigned)
GELU_SHIFT = 0.2
MS = "com.microsoft"  # onnxruntime's contrib ops (FastGelu with its bias, MatMulIntegerToFloat)


class _Graph:
    """A small builder: unique names, initializers and nodes."""

    def __init__(self) -> None:
        from onnx import helper

        self.helper = helper
        self.nodes: list = []  # type: ignore[type-arg]
        self.inits: list = []  # type: ignore[type-arg]
        self.n = 0

    def const(self, name: str, value: np.ndarray) -> str:
        from onnx import numpy_helper

        self.inits.append(numpy_helper.from_array(np.array(value, order="C"), name))  # keeps 0-d
        return name

    def op(self, op_type: str, inputs: list[str], **attrs: object) -> str:
        self.n += 1
        out = f"{op_type.lower()}_{self.n}"
        self.nodes.append(self.helper.make_node(op_type, inputs, [out], name=f"n{self.n}", **attrs))
        return out


def _split_int8(arrays: Mapping[str, np.ndarray], name: str) -> tuple[np.ndarray, np.ndarray]:
    """The int8 matrix ``name`` ([out, in]) and its row scales as float32."""
    return np.asarray(arrays[name], dtype=np.int8), np.asarray(arrays[name + ":scale"], dtype=np.float32)


def _matmul(
    g: _Graph, x: str, q: np.ndarray, scale: np.ndarray, name: str, form: str, shift: float = 0.0
) -> str:
    """``x @ W.T`` for int8 ``q`` ([out, in]) with row scales ``scale``; ``x`` is 2-D.
    ``shift > 0``: every value of ``x`` is above ``-shift``, and ``x + shift`` is what gets
    quantised (the caller adds ``-shift * W.sum(in)`` to the bias)."""
    if form == "fp32":
        w = g.const(name + ".w", np.ascontiguousarray((q.astype(np.float32) * scale[:, None]).T))
        return g.op("MatMul", [x, w])
    w = g.const(name + ".w", np.ascontiguousarray(q.T))  # int8 [in, out]
    if shift > 0:  # non-negative rows: 0..255, twice the resolution of +-127
        x = g.op("Add", [x, g.const(name + ".shift", np.array(shift, dtype=np.float32))])
        row_scale = g.op("Mul", [g.op("Max", [g.op("ReduceMax", [x, "ax_1"], keepdims=0), "tiny"]), "inv255"])
        zero = "zp0"
    else:  # symmetric: uint8 with zero point 128 holds int8 in [-127, 127]
        row_max = g.op("ReduceMax", [g.op("Abs", [x]), "ax_1"], keepdims=0)  # [tokens]
        row_scale = g.op("Mul", [g.op("Max", [row_max, "tiny"]), "inv127"])
        zero = "zp128"
    # one scale per row (axis 0): nothing is shared between the tokens or pairs of a batch
    zp = g.op("Expand", [zero, g.op("Shape", [row_scale])])
    xq = g.op("QuantizeLinear", [x, row_scale, zp], axis=0)
    # int32 sums scaled by the column scales in one kernel, then by the row scales
    cols = g.op("MatMulIntegerToFloat", [xq, w, "one_f", g.const(name + ".ws", scale), zero], domain=MS)
    return g.op("Mul", [cols, g.op("Unsqueeze", [row_scale, "ax_m1"])])


def _bias(g: _Graph, name: str, value: np.ndarray) -> str:
    return g.const(name + ".b", np.asarray(value, dtype=np.float32))


def _residual_ln(g: _Graph, x: str, y: str, bias: str, arrays: Mapping[str, np.ndarray], pre: str) -> str:
    """``LayerNorm(x + (y + bias))``."""
    return _layer_norm(g, g.op("Add", [x, g.op("Add", [y, bias])]), arrays, pre)


def _layer_norm(g: _Graph, x: str, arrays: Mapping[str, np.ndarray], pre: str) -> str:
    gamma = g.const(pre + ".g", np.asarray(arrays[pre + ".weight"], dtype=np.float32))
    beta = g.const(pre + ".beta", np.asarray(arrays[pre + ".bias"], dtype=np.float32))
    return g.op("LayerNormalization", [x, gamma, beta], axis=-1, epsilon=HIDDEN_EPS)


def _embeddings(g: _Graph, arrays: Mapping[str, np.ndarray]) -> str:
    def lookup(table: str, ids: str) -> str:
        if table + ":scale" not in arrays:
            return g.op("Gather", [g.const(table, np.asarray(arrays[table], dtype=np.float32)), ids])
        q, s = _split_int8(arrays, table)
        rows = g.op("Cast", [g.op("Gather", [g.const(table, q), ids])], to=1)
        return g.op(
            "Mul", [rows, g.op("Unsqueeze", [g.op("Gather", [g.const(table + ".s", s), ids]), "ax_m1"])]
        )

    length = g.op("Gather", [g.op("Shape", ["input_ids"]), "one"], axis=0)  # [1]
    positions = g.op("Range", ["zero_s", g.op("Squeeze", [length]), "one_s"])
    x = g.op(
        "Add",
        [
            lookup("embeddings.word_embeddings.weight", "input_ids"),
            lookup("embeddings.position_embeddings.weight", positions),
        ],
    )
    x = g.op("Add", [x, lookup("embeddings.token_type_embeddings.weight", "token_type_ids")])
    return g.op("Reshape", [_layer_norm(g, x, arrays, "embeddings.LayerNorm"), "shape_th"])  # [tokens, H]


def _attention(
    g: _Graph, x: str, bias: str, arrays: Mapping[str, np.ndarray], pre: str, heads: int, form: str
) -> str:
    parts = [_split_int8(arrays, f"{pre}attention.self.{n}.weight") for n in ("query", "key", "value")]
    biases = [
        np.asarray(arrays[f"{pre}attention.self.{n}.bias"], dtype=np.float32)
        for n in ("query", "key", "value")
    ]
    hidden = parts[0][0].shape[0]
    d = hidden // heads
    scale = 1.0 / math.sqrt(d)
    # the 1/sqrt(d) of the scores is folded into the query's scales and bias
    q = np.concatenate([p[0] for p in parts])
    s = np.concatenate([parts[0][1] * scale, parts[1][1], parts[2][1]]).astype(np.float32)
    b = np.concatenate([biases[0] * scale, biases[1], biases[2]])
    qkv = g.op("Add", [_matmul(g, x, q, s, pre + "qkv", form), _bias(g, pre + "qkv", b)])  # [tokens, 3H]
    h = g.op("Transpose", [g.op("Reshape", [qkv, "shape_qkv"])], perm=[2, 0, 3, 1, 4])  # [3, n, heads, L, d]
    qh, kh, vh = (g.op("Gather", [h, name], axis=0) for name in ("zero_s", "one_s", "two_s"))
    scores = g.op("Add", [g.op("MatMul", [qh, g.op("Transpose", [kh], perm=[0, 1, 3, 2])]), bias])
    ctx = g.op("MatMul", [g.op("Softmax", [scores], axis=-1), vh])  # [n, heads, L, d]
    ctx = g.op("Reshape", [g.op("Transpose", [ctx], perm=[0, 2, 1, 3]), "shape_th"])
    wo, so = _split_int8(arrays, pre + "attention.output.dense.weight")
    out = _matmul(g, ctx, wo, so, pre + "o", form)
    ob = _bias(g, pre + "o", arrays[pre + "attention.output.dense.bias"])
    return _residual_ln(g, x, out, ob, arrays, pre + "attention.output.LayerNorm")


def _feed_forward(g: _Graph, x: str, arrays: Mapping[str, np.ndarray], pre: str, form: str) -> str:
    wi, si = _split_int8(arrays, pre + "intermediate.dense.weight")
    inter = _matmul(g, x, wi, si, pre + "i", form)
    act = g.op("FastGelu", [inter, _bias(g, pre + "i", arrays[pre + "intermediate.dense.bias"])], domain=MS)
    wo, so = _split_int8(arrays, pre + "output.dense.weight")
    out = _matmul(g, act, wo, so, pre + "out", form, shift=GELU_SHIFT)
    b_out = np.asarray(arrays[pre + "output.dense.bias"], dtype=np.float64)
    if form == "row8":  # (x + c) @ W.T - c * W.sum(in) == x @ W.T
        b_out = b_out - GELU_SHIFT * (wo.astype(np.float64) * so[:, None]).sum(axis=1)
    ob = _bias(g, pre + "out", b_out)
    return _residual_ln(g, x, out, ob, arrays, pre + "output.LayerNorm")


def _head(g: _Graph, x: str, mask: str, arrays: Mapping[str, np.ndarray]) -> str:
    x = g.op("Reshape", [x, "shape_nlh"])  # [n, L, H]
    cls = g.op("Gather", [x, "zero_s"], axis=1)  # [n, H]
    m3 = g.op("Unsqueeze", [mask, "ax_m1"])
    total = g.op("ReduceSum", [g.op("Mul", [x, m3]), "ax_1"], keepdims=0)
    mean = g.op("Div", [total, g.op("ReduceSum", [mask, "ax_1"], keepdims=1)])
    feats = g.op("Concat", [cls, mean], axis=1)
    w = g.const("head.w", np.asarray(arrays["head.weight"], dtype=np.float32).reshape(-1, 1))
    hb = g.const("head.b", np.asarray(arrays["head.bias"], dtype=np.float32).reshape(1))
    return g.op("Add", [g.op("Squeeze", [g.op("MatMul", [feats, w]), "ax_m1"]), hb])


def _shared_constants(g: _Graph, hidden: int, heads: int) -> None:
    for name, value in {
        "axes_last": np.array([-1], dtype=np.int64),
        "ax_m1": np.array([-1], dtype=np.int64),
        "ax_1": np.array([1], dtype=np.int64),
        "one": np.array([1], dtype=np.int64),
        "zero_s": np.array(0, dtype=np.int64),
        "one_s": np.array(1, dtype=np.int64),
        "two_s": np.array(2, dtype=np.int64),
        "tiny": np.array(1e-12, dtype=np.float32),
        "inv127": np.array(1.0 / 127.0, dtype=np.float32),
        "f128": np.array(128.0, dtype=np.float32),
        "zp128": np.array(128, dtype=np.uint8),
        "zp0": np.array(0, dtype=np.uint8),
        "inv255": np.array(1.0 / 255.0, dtype=np.float32),
        "neg_big": np.array(-1e9, dtype=np.float32),
        "one_f": np.array(1.0, dtype=np.float32),
        "ax_12": np.array([1, 2], dtype=np.int64),
        "shape_th": np.array([-1, hidden], dtype=np.int64),
        "tail_qkv": np.array([3, heads, hidden // heads], dtype=np.int64),
        "tail_h": np.array([hidden], dtype=np.int64),
    }.items():
        g.const(name, value)
    dims = g.op("Shape", ["input_ids"])  # [n, L]
    g.nodes.append(g.helper.make_node("Concat", [dims, "tail_qkv"], ["shape_qkv"], axis=0, name="shape_qkv"))
    g.nodes.append(g.helper.make_node("Concat", [dims, "tail_h"], ["shape_nlh"], axis=0, name="shape_nlh"))


def build_model(arrays: Mapping[str, np.ndarray], *, form: str = "row8", heads: int = 12):  # type: ignore[no-untyped-def]
    """The ONNX ``ModelProto`` of the cross-encoder whose int8 arrays are ``arrays``."""
    from onnx import TensorProto, helper

    if form not in ("row8", "fp32"):
        raise ValueError(f"unknown form {form!r} (row8 or fp32)")
    g = _Graph()
    hidden = int(np.asarray(arrays["embeddings.LayerNorm.weight"]).shape[0])
    n_layers = layer_count(arrays)
    _shared_constants(g, hidden, heads)
    mask = g.op("Cast", ["attention_mask"], to=1)
    bias = g.op("Unsqueeze", [g.op("Mul", [g.op("Sub", ["one_f", mask]), "neg_big"]), "ax_12"])
    x = _embeddings(g, arrays)
    for i in range(n_layers):
        pre = f"encoder.layer.{i}."
        x = _feed_forward(g, _attention(g, x, bias, arrays, pre, heads, form), arrays, pre, form)
    logit = _head(g, x, mask, arrays)
    g.nodes.append(helper.make_node("Identity", [logit], ["logit"], name="out"))
    dims = ["batch", "length"]
    inputs = [
        helper.make_tensor_value_info(n, TensorProto.INT64, dims)
        for n in ("input_ids", "token_type_ids", "attention_mask")
    ]
    outputs = [helper.make_tensor_value_info("logit", TensorProto.FLOAT, ["batch"])]
    graph = helper.make_graph(g.nodes, "ragmeter_nli_cross_encoder", inputs, outputs, g.inits)
    model = helper.make_model(
        graph,
        opset_imports=[helper.make_opsetid("", OPSET), helper.make_opsetid("com.microsoft", 1)],
        producer_name="ragmeter",
    )
    model.ir_version = 9
    meta = {k[5:]: str(v) for k, v in arrays.items() if k.startswith("meta:")}
    meta["activations"] = "int8 per row, int32 accumulation" if form == "row8" else "float32"
    helper.set_model_props(model, meta)
    return model
