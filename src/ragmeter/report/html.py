"""The self-contained HTML dashboard (``--html``): one file, Plotly's JavaScript inlined,
works offline. Render only: numbers come from the summary, the per-sample records, a
comparison or the run history; this module lays them out.

Needs the ``html`` extra (jinja2, plotly), imported lazily.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime, timezone
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from ragmeter._version import __version__
from ragmeter.errors import ConfigError, DataError, OutputError
from ragmeter.report.html_charts import (
    DIAGNOSIS_COLORS,
    category_figure,
    diagnosis_figure,
    distribution_figure,
    trend_figure,
)
from ragmeter.report.html_data import Distributions, SampleKeeper, script_json, trend_points
from ragmeter.report.panels import claim_panels, ppi_rows
from ragmeter.report.sections import extra_sections
from ragmeter.report.sinks import Sink
from ragmeter.report.system_line import system_errors, system_line
from ragmeter.report.verdict import all_good, verdict
from ragmeter.types import Comparison, Run, RunInfo, SampleResult, Summary
from ragmeter.types.display import HEADLINE
from ragmeter.types.timeline import Timeline

#: one score of a traced sample: (interaction id, started_at, metric, value)
TracedScore = tuple[str, str, str, float]

__all__ = [
    "HtmlReport",
    "HtmlSink",
    "load_results_json",
    "load_run_file",
    "plotly_js",
    "render_html",
    "render_page",
    "render_timeline_page",
    "write_page",
]

DIAGNOSIS_HELP: Mapping[str, str] = {
    "pass": "evidence retrieved and the answer is grounded in it",
    "fix_retrieval": "the evidence was not retrieved: fix the retriever first",
    "fix_generation": "the evidence was retrieved but the answer is not grounded in it (or refuses)",
    "correct_refusal": "nothing in the corpus answers it and the system refused",
    "should_refuse": "nothing in the corpus answers it, yet the system answered",
    "unknown": "no retrieval or faithfulness evidence to decide",
}


#: what the html extra provides, as (module imported, package to install)
HTML_MODULES = (("jinja2", "jinja2"), ("plotly.offline", "plotly"))


def missing_html_packages() -> list[str]:
    """The html extra's packages that cannot be imported, in a stable order."""
    missing = []
    for module, package in HTML_MODULES:
        try:
            importlib.import_module(module)
        except ImportError:
            missing.append(package)
    return missing


def _need_extra(exc: ImportError) -> ConfigError:
    """One error naming every missing package of the extra, not only the first one met."""
    missing = missing_html_packages() or [exc.name or "a package"]
    names = " and ".join(missing)
    verb = "is" if len(missing) == 1 else "are"
    hint = "pip install 'ragmeter[html]'"
    return ConfigError(f"HTML reports need the html extra ({names} {verb} missing): {hint}")


@lru_cache(maxsize=1)
def plotly_js() -> tuple[str, str]:
    """Plotly's bundled ``plotly.min.js`` and its version (from the plotly package)."""
    try:
        from plotly.offline import get_plotlyjs
    except ImportError as exc:
        raise _need_extra(exc) from None
    js: str = get_plotlyjs()
    if "</script" in js.lower():  # cannot happen with plotly's bundle; never inline it if it does
        raise RuntimeError("plotly.min.js contains '</script' and cannot be inlined")
    head = js[:400]
    marker = head.find("plotly.js v")
    version = head[marker + len("plotly.js v") :].split()[0] if marker >= 0 else "?"
    return js, version


@lru_cache(maxsize=4)
def _asset(name: str) -> str:
    text = resources.files("ragmeter.report").joinpath("templates").joinpath(name).read_text(encoding="utf-8")
    if "</script" in text.lower():
        raise RuntimeError(f"{name} must not contain '</script'")
    return text


@lru_cache(maxsize=1)
def _environment() -> Any:
    try:
        import jinja2
    except ImportError as exc:
        raise _need_extra(exc) from None
    return jinja2.Environment(
        loader=jinja2.PackageLoader("ragmeter.report", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )


def render_page(template: str, **context: Any) -> str:
    """Render one of the package's templates (autoescaped) with the shared assets."""
    return str(
        _environment().get_template(template).render(css=_asset("report.css"), version=__version__, **context)
    )


class HtmlReport:
    """Collects what the page needs from a stream of per-sample results: exact score
    histograms of every sample, and a bounded list of samples to show (failures kept
    first, see :class:`SampleKeeper`)."""

    def __init__(self, metrics: Sequence[str], *, max_samples: int = 2000, bins: int = 10) -> None:
        self.metrics = list(metrics)
        self.distributions = Distributions(self.metrics, bins)
        self.keeper = SampleKeeper(self.metrics, max_samples)

    def add(self, r: SampleResult) -> None:
        self.distributions.add(r.scores)
        self.keeper.add(r)

    def _figures(self, summary: Summary, metrics: list[str], trend: Sequence[RunInfo]) -> dict[str, Any]:
        """The page's charts, by element id: each metric's distribution, the categories,
        the diagnoses and the trend over earlier runs."""
        dist = self.distributions.to_dict()
        figures: dict[str, Any] = {}
        for i, m in enumerate(metrics):
            if m in dist["counts"]:
                figures[f"dist-{i}"] = distribution_figure(m, dist["edges"], dist["counts"][m])
        cat_fig = category_figure(summary, metrics)
        if cat_fig is not None:
            figures["categories-chart"] = cat_fig
        figures["diagnosis-chart"] = diagnosis_figure(summary)
        trend_fig = trend_figure(trend_points(trend), [m for m in metrics if m in HEADLINE] or metrics[:4])
        if trend_fig is not None:
            figures["trend-chart"] = trend_fig
        return figures

    def render(
        self,
        summary: Summary,
        *,
        run: RunInfo | None = None,
        comparison: Comparison | None = None,
        trend: Sequence[RunInfo] = (),
        plotly_src: str | None = None,
        nav: Sequence[tuple[str, str]] = (),
        timeline: Timeline | None = None,
    ) -> str:
        """The page. ``plotly_src`` None inlines Plotly (one offline file); a URL links
        it instead (the local web app serves it once). ``timeline``: the trace runs'
        scores over time (a trace run's page)."""
        metrics = [m for m in summary.metrics if m in self.metrics] or list(summary.metrics)
        figures = self._figures(summary, metrics, trend)
        timeline_page = _timeline_page(timeline, figures)
        from ragmeter.report.html_compare import compare_context

        compare = compare_context(comparison) if comparison else None
        if compare is not None:
            figures.update(compare["figures"])
        samples = self.keeper.samples
        data = {
            "metrics": metrics,
            "higher_is_better": {m: summary.metrics[m].higher_is_better for m in metrics},
            "samples": samples,
            "samples_total": self.keeper.total,
            "diagnosis_colors": dict(DIAGNOSIS_COLORS),
        }
        js, plotly_version = plotly_js() if plotly_src is None else ("", "")
        return render_page(
            "report.html.j2",
            summary=summary,
            findings=[sentence for _, sentence in verdict(summary)],
            all_good=all_good(summary),
            metrics=metrics,
            dist_ids=[(f"dist-{i}", m) for i, m in enumerate(metrics) if f"dist-{i}" in figures],
            has_categories="categories-chart" in figures,
            has_trend="trend-chart" in figures,
            trend_runs=len(trend),
            compare=compare,
            diagnosis_help=DIAGNOSIS_HELP,
            diagnosis_colors=DIAGNOSIS_COLORS,
            run_label=run.label if run is not None else None,
            run_id=run.id if run is not None else None,
            created=run.created_at if run is not None else summary.started_at,
            nav=list(nav),
            data_json=script_json(data),
            figures_json=script_json(figures),
            app_js=_asset("report.js"),
            plotly_inline=js,
            plotly_src=plotly_src,
            plotly_version=plotly_version,
            samples_shown=len(samples),
            panels=claim_panels(summary),
            ppi_rows=ppi_rows(summary),
            sections=extra_sections(summary),
            system=system_line(summary.system),
            system_errors=system_errors(summary.system),
            samples_total=self.keeper.total,
            generated=datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
            **timeline_page,
        )


def render_html(
    run: Run,
    *,
    comparison: Comparison | None = None,
    trend: Sequence[RunInfo] = (),
    max_samples: int = 2000,
    plotly_src: str | None = None,
    nav: Sequence[tuple[str, str]] = (),
    timeline: Timeline | None = None,
) -> str:
    """The dashboard of one run (B when a ``comparison`` is given); ``trend``: the runs of
    the history on the same question set; ``timeline``: the trace runs over time."""
    report = HtmlReport(run.metrics, max_samples=max_samples)
    for r in run.samples:
        report.add(r)
    return report.render(
        run.summary,
        run=run.info,
        comparison=comparison,
        trend=trend,
        plotly_src=plotly_src,
        nav=nav,
        timeline=timeline,
    )


def render_timeline_page(t: Timeline, *, plotly_src: str | None, nav: Sequence[tuple[str, str]]) -> str:
    """``/traffic``: the trace runs' scores over time on a page of their own."""
    from ragmeter.report.html_timeline import timeline_context, timeline_figure

    fig = timeline_figure(t)
    js, version = plotly_js() if plotly_src is None else ("", "")
    return render_page(
        "timeline.html.j2",
        nav=list(nav),
        figures_json=script_json({"timeline-chart": fig} if fig else {}),
        has_timeline_chart=fig is not None,
        plotly_src=plotly_src,
        plotly_inline=js,
        plotly_version=version,
        **timeline_context(t),
    )


def load_run_file(path: str | Path) -> Run:
    """Read a ``ragmeter eval --json`` (or ``runs show --json``) file back into a :class:`Run`,
    with a clear error when it is not one."""
    data = load_results_json(path)
    if not isinstance(data.get("samples"), list):
        raise DataError("not a `ragmeter eval --json` output (no 'samples' list)", source=str(path))
    try:
        return Run.from_dict(data, source=str(path))
    except DataError as exc:
        raise DataError(exc.message, source=str(path), field=exc.field) from None


def load_results_json(path: str | Path) -> dict[str, Any]:
    """Read a ``ragmeter eval --json`` file as plain JSON, with a clear error when it is
    not one (see :func:`load_run_file` for the typed run)."""
    from ragmeter.datasets.strictjson import JSONProblem, field_path, loads

    p = Path(path)
    try:
        data = loads(p.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DataError("file not found", source=str(p)) from None
    except OSError as exc:
        raise DataError(f"cannot read it: {exc.strerror}", source=str(p)) from None
    except UnicodeDecodeError as exc:
        raise DataError(f"not UTF-8 text (byte offset {exc.start})", source=str(p)) from None
    except JSONProblem as exc:
        where = field_path(exc.path) or None
        message = f"not valid JSON ({exc.message})"
        raise DataError(message, source=str(p), line=exc.lineno, field=where) from None
    if not isinstance(data, dict) or not isinstance(data.get("summary"), dict):
        raise DataError("not a ragmeter result: expected {'summary': ..., 'samples': [...]}", source=str(p))
    return data


class HtmlSink(Sink):
    """``ragmeter eval --html``: histograms of every sample, a bounded per-sample list,
    and the page written when the run closes."""

    def __init__(
        self,
        path: str | Path,
        metrics: Sequence[str],
        *,
        max_samples: int = 2000,
        timeline: Callable[[Sequence[TracedScore]], Timeline] | None = None,
    ) -> None:
        self.path = Path(path)
        self.report = HtmlReport(metrics, max_samples=max_samples)
        #: a trace run's timeline, given this run's own scores (the earlier runs are stored)
        self.timeline = timeline
        self.traced: list[TracedScore] = []
        plotly_js()  # fail before the run, not after it, when the extra is missing
        _environment()

    def add(self, r: SampleResult) -> None:
        self.report.add(r)
        trace = r.sample.metadata.get("trace")
        if self.timeline is not None and isinstance(trace, Mapping):
            started = str(trace.get("started_at", ""))
            for m, sc in r.scores.items():
                if sc.ok and sc.value is not None:
                    self.traced.append((r.id, started, m, sc.value))

    def close(self, summary: Summary) -> None:
        timeline = self.timeline(self.traced) if self.timeline is not None else None
        write_page(self.path, self.report.render(summary, timeline=timeline))


def write_page(path: str | Path, page: str) -> None:
    p = Path(path)
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(page, encoding="utf-8")
    except OSError as exc:
        raise OutputError(f"cannot write {p}: {exc.strerror or exc}") from None


def _timeline_page(timeline: Timeline | None, figures: dict[str, Any]) -> dict[str, Any]:
    """The trace runs' section of the page (its chart added to ``figures``)."""
    if timeline is None or not timeline.windows:
        return {"timeline": None}
    from ragmeter.report.html_timeline import timeline_context, timeline_figure

    timeline_fig = timeline_figure(timeline)
    if timeline_fig is not None:
        figures["timeline-chart"] = timeline_fig
    return {**timeline_context(timeline), "has_timeline_chart": timeline_fig is not None}
