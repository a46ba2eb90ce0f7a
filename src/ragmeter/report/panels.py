"""What the reports show beside the metrics table, read from the summary (render only):
the claim-level diagnosis as a retriever panel and a generator panel (RAGChecker's
modular metrics, when the run evaluated them), and the prediction-powered means when the
run was given human labels."""

from __future__ import annotations

from dataclasses import dataclass

from ragmeter.metrics.claims import CLAIM_METRICS
from ragmeter.types import MetricSummary, PredictionPowered, Summary

__all__ = ["PANEL_HELP", "PPIRow", "Panel", "claim_panels", "ppi_rows"]

PANEL_HELP = {
    "overall": "the answer's claims against the reference's: is it right, is it complete",
    "retriever": "did the retrieved contexts hold the reference's claims, and little else",
    "generator": "what the generator did with the contexts: used them, copied noise, invented",
}
_TITLES = {"overall": "Overall (claims)", "retriever": "Retriever", "generator": "Generator"}


@dataclass(frozen=True)
class Panel:
    key: str
    title: str
    help: str
    rows: tuple[tuple[str, MetricSummary], ...]


def claim_panels(summary: Summary) -> list[Panel]:
    """The panels whose metrics the run evaluated (none: an empty list). Faithfulness
    joins the generator panel only beside a claim-level metric of its own panel."""
    out = []
    for key, names in CLAIM_METRICS.items():
        rows = tuple((m, summary.metrics[m]) for m in names if m in summary.metrics)
        if any(m != "faithfulness" for m, _ in rows):
            out.append(Panel(key, _TITLES[key], PANEL_HELP[key], rows))
    return out


@dataclass(frozen=True)
class PPIRow:
    metric: str
    judge: MetricSummary | None
    ppi: PredictionPowered | None


def ppi_rows(summary: Summary) -> list[PPIRow]:
    if summary.ppi is None:
        return []
    return [PPIRow(m, summary.metrics.get(m), p) for m, p in summary.ppi.metrics.items()]
