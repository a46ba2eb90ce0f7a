"""The summary's optional sections as plain tables, one source for every renderer
(terminal, Markdown, HTML): per-conversation results (``conversations``) and a jury's
agreement and disagreements (``jury``). Render only: every number comes from the summary.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ragmeter.types import Summary

__all__ = ["MAX_ROWS", "Section", "extra_sections"]

#: rows a section shows (the summary keeps more; the note says how many were left out)
MAX_ROWS = 50
_METRIC_COLUMNS = 6


@dataclass(frozen=True)
class Section:
    id: str
    title: str
    subtitle: str
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    notes: tuple[str, ...] = ()


def _num(x: Any, digits: int = 3) -> str:
    return "n/a" if x is None else f"{float(x):.{digits}f}"


def _conversations(conv: Mapping[str, Any]) -> list[Section]:
    means: Mapping[str, Any] = conv.get("metrics") or {}
    metrics = list(means)[:_METRIC_COLUMNS]
    items: Mapping[str, Any] = conv.get("items") or {}
    rows = [("(mean over conversations)", "", *(_num(means[m].get("mean")) for m in metrics), "")]
    for cid, c in list(items.items())[:MAX_ROWS]:
        vals = c.get("metrics") or {}
        attention = ", ".join(c.get("needs_attention") or [])
        rows.append((str(cid), str(c.get("turns", "")), *(_num(vals.get(m)) for m in metrics), attention))
    notes = []
    if conv.get("n_conversations", 0) > min(len(items), MAX_ROWS):
        notes.append(f"{min(len(items), MAX_ROWS)} of {conv['n_conversations']} conversations shown")
    subtitle = (
        f"{conv.get('n_conversations', 0)} conversations, {conv.get('n_turns', 0)} assistant turns; "
        "turn metrics averaged per conversation, conversation metrics from its last turn"
    )
    return [
        Section(
            "conversations",
            "Conversations",
            subtitle,
            ("conversation", "turns", *metrics, "turns needing attention"),
            tuple(rows),
            tuple(notes),
        )
    ]


def _jury(jury: Mapping[str, Any]) -> list[Section]:
    jurors = list(jury.get("jurors") or [])
    rows = []
    for metric, m in (jury.get("metrics") or {}).items():
        pairs = "; ".join(
            f"{p['a']} / {p['b']}: {_num(p.get('cohen_kappa'))}" for p in m.get("pairwise") or []
        )
        rows.append(
            (metric, str(m.get("claims", 0)), _num(m.get("fleiss_kappa")), _num(m.get("agreement")), pairs)
        )
    agreement = Section(
        "jury",
        "Jury agreement",
        f"{len(jurors)} jurors: {', '.join(jurors)}; kappa over the claims each metric reads",
        ("metric", "claims", "Fleiss' kappa", "unanimous", "Cohen's kappa by pair"),
        tuple(rows),
        (str(jury["note"]),) if jury.get("note") else (),
    )
    listed = list(jury.get("disagreements") or [])
    drows = []
    for d in listed[:MAX_ROWS]:
        for c in d.get("claims") or []:
            votes = ", ".join(f"{k}: {v}" for k, v in (c.get("votes") or {}).items())
            drows.append((str(d["sample"]), str(c.get("metric", "")), str(c.get("claim", "")), votes))
    n = int(jury.get("n_disagreeing_samples", 0))
    notes = (f"{min(len(listed), MAX_ROWS)} of {n} samples shown",) if n > min(len(listed), MAX_ROWS) else ()
    disagreements = Section(
        "jury-disagreements",
        "Samples the jurors disagree on",
        f"{n} samples with at least one claim the jurors voted on differently"
        if n
        else "the jurors agree on every claim",
        ("sample", "metric", "claim", "votes"),
        tuple(drows),
        notes,
    )
    return [agreement, disagreements]


def extra_sections(summary: Summary) -> list[Section]:
    """The optional sections this summary has, in display order."""
    out: list[Section] = []
    conv = summary.extra.get("conversations")
    if isinstance(conv, Mapping) and conv.get("n_conversations"):
        out += _conversations(conv)
    jury = summary.extra.get("jury")
    if isinstance(jury, Mapping):
        out += _jury(jury)
    return out
