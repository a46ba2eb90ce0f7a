"""Retrieval measures as values whose names parse back.

>>> m = parse_measure("ndcg_cut_10")
>>> str(m), m.trec_name
('ndcg@10', 'ndcg_cut_10')
>>> parse_measure(str(m)) == m
True
>>> [str(x) for x in parse_measures(["P.5,10", "ndcg_exp@10"])]
['precision@5', 'precision@10', 'ndcg_exp@10']
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from ragmeter.errors import ConfigError
from ragmeter.retrieval import kernels
from ragmeter.retrieval.kernels import FloatArray, Gain, Judged

__all__ = ["MEASURES", "Measure", "MeasureSpec", "parse_measure", "parse_measures"]

Compute = Callable[[Judged, "int | None", int, Gain], FloatArray]


@dataclass(frozen=True)
class MeasureSpec:
    name: str
    description: str
    compute: Compute
    takes_k: bool
    requires_k: bool
    trec: str | None  # trec_eval's name without cut-off; None when it has none
    trec_cut: str | None  # trec_eval's name with a cut-off, before "_k"
    count: bool = False  # a count: summed over queries, not averaged (as trec_eval)
    aliases: tuple[str, ...] = ()


def _spec(
    name: str,
    description: str,
    compute: Compute,
    *,
    k: str = "none",
    trec: str | None = None,
    trec_cut: str | None = None,
    count: bool = False,
    aliases: tuple[str, ...] = (),
) -> MeasureSpec:
    return MeasureSpec(
        name,
        description,
        compute,
        takes_k=k != "none",
        requires_k=k == "required",
        trec=trec,
        trec_cut=trec_cut,
        count=count,
        aliases=aliases,
    )


def _need_k(k: int | None) -> int:
    assert k is not None  # guaranteed by Measure.__post_init__
    return k


MEASURES: tuple[MeasureSpec, ...] = (
    _spec(
        "precision",
        "Relevant documents in the top k, divided by k (trec_eval P_k).",
        lambda j, k, lvl, g: kernels.precision(j, _need_k(k), lvl),
        k="required",
        trec_cut="P",
        aliases=("p",),
    ),
    _spec(
        "recall",
        "Relevant documents in the top k over all relevant documents (recall_k).",
        lambda j, k, lvl, g: kernels.recall(j, k, lvl),
        k="optional",
        trec="set_recall",
        trec_cut="recall",
    ),
    _spec(
        "mrr",
        "Reciprocal rank of the first relevant document, optionally within the top k.",
        lambda j, k, lvl, g: kernels.reciprocal_rank(j, k, lvl),
        k="optional",
        trec="recip_rank",
        aliases=("recip_rank", "rr"),
    ),
    _spec(
        "map",
        "Average precision over all relevant documents (map; map_cut_k with a cut-off).",
        lambda j, k, lvl, g: kernels.average_precision(j, k, lvl),
        k="optional",
        trec="map",
        trec_cut="map_cut",
        aliases=("ap", "map_cut"),
    ),
    _spec(
        "ndcg",
        "nDCG, gain = grade, log2(rank+1) discount (ndcg; ndcg_cut_k with a cut-off).",
        lambda j, k, lvl, g: kernels.ndcg(j, k, g),
        k="optional",
        trec="ndcg",
        trec_cut="ndcg_cut",
        aliases=("ndcg_cut",),
    ),
    _spec(
        "hit_rate",
        "1 when a relevant document is in the top k (trec_eval success_k).",
        lambda j, k, lvl, g: kernels.hit_rate(j, _need_k(k), lvl),
        k="required",
        trec_cut="success",
        aliases=("success",),
    ),
    _spec(
        "r_precision",
        "Precision at rank R, R the number of relevant documents (Rprec).",
        lambda j, k, lvl, g: kernels.r_precision(j, lvl),
        trec="Rprec",
        aliases=("rprec",),
    ),
    _spec(
        "bpref",
        "Binary preference: relevant documents ranked above judged non-relevant ones.",
        lambda j, k, lvl, g: kernels.bpref(j, lvl),
        trec="bpref",
    ),
    _spec(
        "num_ret",
        "Documents retrieved (summed over queries).",
        lambda j, k, lvl, g: kernels.num_ret(j),
        trec="num_ret",
        count=True,
    ),
    _spec(
        "num_rel",
        "Relevant documents judged (summed over queries).",
        lambda j, k, lvl, g: kernels.num_rel(j, lvl),
        trec="num_rel",
        count=True,
    ),
    _spec(
        "num_rel_ret",
        "Relevant documents retrieved (summed over queries).",
        lambda j, k, lvl, g: kernels.num_rel_ret(j, lvl),
        trec="num_rel_ret",
        count=True,
    ),
)

_BY_NAME: dict[str, MeasureSpec] = {}
for _s in MEASURES:
    for _n in (_s.name, *_s.aliases, *(x for x in (_s.trec, _s.trec_cut) if x)):
        _BY_NAME.setdefault(_n.lower(), _s)
_EXP_SUFFIXES = ("_exp", "_burges")  # ranx calls exponential-gain nDCG "ndcg_burges"


@dataclass(frozen=True)
class Measure:
    """A retrieval measure: ``name`` (canonical), cut-off ``k``, and nDCG's ``gain``.

    ``str(m)`` is canonical (``precision@5``, ``ndcg_exp@10``) and parses back.
    """

    name: str
    k: int | None = None
    gain: Gain = "linear"

    def __post_init__(self) -> None:
        spec = self.spec
        if self.k is not None and not spec.takes_k:
            raise ConfigError(f"measure {self.name!r} takes no cut-off (@k)")
        if self.k is None and spec.requires_k:
            raise ConfigError(f"measure {self.name!r} needs a cut-off, e.g. {self.name}@10")
        if self.k is not None and self.k <= 0:
            raise ConfigError(f"cut-off must be a positive integer, got {self.k}")
        if self.gain not in ("linear", "exp"):
            raise ConfigError(f"gain must be 'linear' or 'exp', got {self.gain!r}")
        if self.gain == "exp" and self.name != "ndcg":
            raise ConfigError("gain='exp' applies to ndcg only")

    @property
    def spec(self) -> MeasureSpec:
        spec = _BY_NAME.get(self.name)
        if spec is None or spec.name != self.name:
            raise ConfigError(f"unknown measure {self.name!r}; known: {_known()}")
        return spec

    @property
    def is_count(self) -> bool:
        return self.spec.count

    @property
    def trec_name(self) -> str | None:
        """trec_eval's name for this measure, or None when trec_eval has no such measure."""
        spec = self.spec
        if self.gain != "linear":
            return None
        if self.k is None:
            return spec.trec
        return f"{spec.trec_cut}_{self.k}" if spec.trec_cut else None

    def compute(self, judged: Judged, rel_level: int = 1) -> FloatArray:
        """Per-query values over a :class:`~ragmeter.retrieval.kernels.Judged` batch."""
        return self.spec.compute(judged, self.k, rel_level, self.gain)

    def __str__(self) -> str:
        base = self.name + ("_exp" if self.gain == "exp" else "")
        return base if self.k is None else f"{base}@{self.k}"

    def __repr__(self) -> str:
        return f"Measure({str(self)!r})"


def _known() -> str:
    return ", ".join(s.name + ("@k" if s.requires_k else "[@k]" if s.takes_k else "") for s in MEASURES)


_SYNTAX = re.compile(
    r"""^\s*(?P<base>[A-Za-z][A-Za-z0-9_]*?)
        (?:\s*\(\s*gain\s*=\s*['"]?(?P<gain>\w+)['"]?\s*\))?
        (?:\s*(?:@|_|\.)\s*(?P<k>\d+))?\s*$""",
    re.VERBOSE,
)


def parse_measure(name: str | Measure) -> Measure:
    """Parse ``"ndcg@10"``, ``"ndcg_cut_10"``, ``"P_5"``, ``"P.5"``, ``"recip_rank"``,
    ``"ndcg_exp@10"`` (also ``ndcg_burges@10``, ``ndcg(gain=exp)@10``) into a Measure."""
    if isinstance(name, Measure):
        return name
    m = _SYNTAX.match(name)
    if not m:
        raise ConfigError(f"unknown measure {name!r}; known: {_known()}")
    base, k_text, gain_text = m.group("base").lower(), m.group("k"), m.group("gain")
    gain: str = "linear"
    for suffix in _EXP_SUFFIXES:
        if base.endswith(suffix) and base[: -len(suffix)] in ("ndcg", "ndcg_cut"):
            base, gain = base[: -len(suffix)], "exp"
    if gain_text is not None:
        gain = gain_text.lower()
    spec = _BY_NAME.get(base)
    if spec is None:
        raise ConfigError(f"unknown measure {name!r}; known: {_known()}")
    if gain not in ("linear", "exp"):
        raise ConfigError(f"{name!r}: gain must be linear or exp")
    return Measure(spec.name, int(k_text) if k_text is not None else None, gain)  # type: ignore[arg-type]


def parse_measures(names: str | Measure | Iterable[str | Measure]) -> list[Measure]:
    """Parse a list of names (or one comma-separated string). trec_eval's multi-cut-off
    syntax works: ``"P.5,10"`` is precision@5 and precision@10. Duplicates are dropped."""
    return [m for _, m in parse_named(names)]


def parse_named(names: str | Measure | Iterable[str | Measure]) -> list[tuple[str, Measure]]:
    """Like :func:`parse_measures`, keeping the name each measure was asked for
    (``"P.5,10"`` gives ``P_5`` and ``P_10``, trec_eval's own output names)."""
    if isinstance(names, (str, Measure)):
        names = [names]
    out: dict[Measure, str] = {}
    for item in names:
        if isinstance(item, Measure):
            out.setdefault(item, str(item))
            continue
        previous: Measure | None = None
        for token in (t.strip() for t in item.split(",")):
            if not token:
                continue
            if token.isdigit() and previous is not None and previous.spec.takes_k:
                measure = Measure(previous.name, int(token), previous.gain)
            else:
                measure = parse_measure(token)
            label = token
            if "." in token or (token.isdigit() and previous is not None):
                label = measure.trec_name or str(measure)
            out.setdefault(measure, label)
            previous = measure
    if not out:
        raise ConfigError("no measures given")
    return [(label, m) for m, label in out.items()]
