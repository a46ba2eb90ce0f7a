"""``ragmeter traces``: traced traffic in the store (import files, list interactions), and
the interaction source of ``ragmeter eval --traces``."""

from __future__ import annotations

import json
import tempfile
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import IO, Any

import click
from rich.markup import escape

from ragmeter.cli.common import console, friendly
from ragmeter.cli.runs_cmd import open_store, store_option


def _since_ns(since: str | None) -> int | None:
    if since is None:
        return None
    from ragmeter.traces import parse_duration
    from ragmeter.traces.spans import to_ns

    return to_ns(datetime.now(timezone.utc) - parse_duration(since))


def _cut(text: str | None, n: int | None) -> str:
    """``text`` on one line, shortened to ``n`` characters (``None``: whole, for a pipe)."""
    if text is None:
        return "—"
    flat = " ".join(text.split())
    return flat if n is None or len(flat) <= n else flat[: n - 1] + "…"


@click.group("traces")
def traces_cmd() -> None:
    """Traced traffic: spans received by `ragmeter collect` or imported from files, and the
    RAG interactions they hold (evaluate them with `ragmeter eval --traces`)."""


@traces_cmd.command("import")
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False, path_type=str))
@store_option
@friendly
def import_cmd(files: tuple[str, ...], store_path: str | None) -> None:
    """Import spans from FILES: OTLP/JSON (the OpenTelemetry Collector's file exporter, one
    request per line) or Phoenix/OpenInference span exports (JSON or JSON Lines).

    Every file is read and checked before anything is stored: a bad file imports nothing."""
    from ragmeter.store import Store
    from ragmeter.traces.files import read_spans
    from ragmeter.traces.interactions import interactions

    read = [read_spans(f) for f in files]  # all or nothing: a bad file stops before the store
    out = console()
    with Store(store_path) as store:
        for got in read:
            added = store.traces.add(got.spans, source=got.source, settled=True)
            by_trace: dict[str, list[Any]] = {}
            for span in got.spans:
                by_trace.setdefault(span.trace_id, []).append(span)
            found = 0
            reasons: Counter[str] = Counter()
            for spans in by_trace.values():
                ok, skipped = interactions(spans)
                found += len(ok)
                reasons.update(s.reason for s in skipped)
            out.print(
                f"{escape(got.source)}: {added.spans} spans in {added.traces} traces "
                f"({', '.join(got.formats)}): {found} interactions"
                + (f", {added.duplicates} spans already stored" if added.duplicates else "")
            )
            for reason, n in reasons.most_common():
                out.print(f"  [dim]{n} top span(s) skipped: {escape(reason)}[/]")
        out.print(f"Stored in {escape(str(store.path))}; evaluate with `ragmeter eval --traces`.")


@traces_cmd.command("list")
@click.option(
    "--since", default=None, metavar="DURATION", help="Only traces started within it (30m, 24h, 7d)."
)
@click.option("--run", "run_ref", default=None, metavar="RUN", help="The interactions this run evaluated.")
@click.option("--limit", type=click.IntRange(1), default=50, show_default=True, help="Newest N traces.")
@click.option("--json", "as_json", is_flag=True, help="Print the interactions as JSON Lines.")
@store_option
@friendly
def list_cmd(
    since: str | None, run_ref: str | None, limit: int, as_json: bool, store_path: str | None
) -> None:
    """List the interactions of the newest traces (question, contexts, answer, model,
    latency, tokens), or with --run, the ones a run took."""
    from ragmeter.traces.interactions import interactions

    since_ns = _since_ns(since)
    with open_store(store_path) as store:
        if run_ref is not None:
            _list_run(store, run_ref, as_json)
            return
        rows = store.traces.traces(since_ns=since_ns, limit=limit)
        pending = store.traces.pending(since_ns=since_ns)
        counts = store.traces.counts()
        ready = [r.trace_id for r in rows if r.ready]
        found = []
        skipped = []
        for spans in store.traces.spans_by_trace(trace_ids=ready, settle_s=None):
            ok, bad = interactions(spans)
            found.extend(ok)
            skipped.extend(bad)
    found.sort(key=lambda i: (i.start_ns, i.id), reverse=True)
    if as_json:
        for i in found:
            click.echo(json.dumps(i.to_record(), ensure_ascii=False))
        return
    _print_interactions(found)
    out = console()
    window = f" since {escape(since)}" if since else ""
    out.print(
        f"{len(found)} interactions in the {len(rows)} newest traces{window} "
        f"({counts['traces']} traces, {counts['spans']} spans stored"
        + (f"; {pending} still arriving, left out until complete" if pending else "")
        + ")"
    )
    for reason, n in Counter(s.reason for s in skipped).most_common():
        out.print(f"  [dim]{n} top span(s) skipped: {escape(reason)}[/]")


def _print_interactions(found: list[Any]) -> None:
    from rich.table import Table

    from ragmeter.report.terminal import cut_at
    from ragmeter.traces.spans import iso

    out = console()
    limit = cut_at(out, 50)  # a pipe or a file gets every cell whole
    table = Table(show_header=True, header_style="bold")
    for col, justify in (
        ("started (UTC)", "left"),
        ("trace", "left"),
        ("question", "left"),
        ("ctx", "right"),
        ("answer", "left"),
        ("model", "left"),
        ("ms", "right"),
        ("tokens", "right"),
    ):
        table.add_column(col, justify=justify)  # type: ignore[arg-type]
    for i in found:
        table.add_row(
            iso(i.start_ns)[:19].replace("T", " "),
            i.trace_id if limit is None else i.trace_id[:12],
            escape(_cut(i.question, limit)),
            str(len(i.contexts)) if i.retrieved else "—",
            escape(_cut(i.answer, limit)),
            escape(i.model or "—"),
            f"{i.latency_ms:.0f}",
            "—" if i.total_tokens is None else str(i.total_tokens),
        )
    out.print(table)


def _list_run(store: Any, ref: str, as_json: bool) -> None:
    from ragmeter.report.terminal import cut_at

    run_id = store.resolve(ref)
    rows = []
    for rec in store.iter_records(run_id, details=False):
        trace = rec.get("trace")
        if isinstance(trace, dict):
            rows.append((rec["id"], trace, rec.get("question"), rec.get("diagnosis")))
    if as_json:
        for sid, trace, question, diagnosis in rows:
            click.echo(
                json.dumps(
                    {"id": sid, **trace, "question": question, "diagnosis": diagnosis}, ensure_ascii=False
                )
            )
        return
    out = console()
    limit = cut_at(out, 60)
    if not rows:
        out.print(f"Run {run_id} evaluated no traced interaction (it was not an `eval --traces` run).")
        return
    for _sid, trace, question, diagnosis in rows:
        out.print(
            f"{escape(str(trace.get('started_at', ''))[:19])}  trace {escape(str(trace.get('trace_id')))}"
            f"  span {escape(str(trace.get('span_id')))}  {escape(str(diagnosis))}"
            f"  {escape(_cut(question, limit))}"
        )
    out.print(
        f"Run {run_id} took {len(rows)} interactions from {len({t.get('trace_id') for _, t, _, _ in rows})}"
        " traces."
    )


# ---------------------------------------------------------------- eval --traces
@dataclass
class TraceSource:
    """The interactions ``eval --traces`` takes, spooled to a temporary file so the counts
    are known before the run starts and the store is read once."""

    name: str
    meta: dict[str, Any]
    spool: IO[str]
    count: int

    def records(self) -> Iterator[tuple[Any, Any, int]]:
        from ragmeter.datasets.records import Loc

        self.spool.seek(0)
        for i, line in enumerate(self.spool, 1):
            yield json.loads(line), Loc(self.name, row=i), i

    def data(self) -> Any:
        from ragmeter.datasets import DataSource

        source = DataSource(self.records, self.name)
        source.count = self.count
        return source

    def close(self) -> None:
        self.spool.close()

    def timeline(self, writer: Any) -> Any:
        """The HTML page's traffic timeline: the store's trace runs and this one."""
        from ragmeter.timeline import from_store

        created = datetime.now(timezone.utc).isoformat(timespec="microseconds")
        return lambda scores: from_store(writer.store, "day", current=(writer.id, created, scores))

    def line(self) -> str:
        """What the run took, for the terminal."""
        m = self.meta["traces"]
        sampled = f" (--sample {m['sample']:g}, seed {m['seed']})" if m["sample"] < 1 else ""
        pending = (
            f"; {m['pending_traces']} traces still arriving were left out" if m["pending_traces"] else ""
        )
        skipped = sum(m["skipped"].values())
        return (
            f"Took {m['taken']} of {m['available']} interactions{sampled} from {m['traces']} traces"
            + (f"; {skipped} top spans were not RAG calls" if skipped else "")
            + pending
            + " (`ragmeter traces list --run RUN` lists them)"
        )


def eval_input(
    data: str | None,
    from_traces: bool,
    since: str | None,
    fraction: float | None,
    seed: int,
    store_path: str | None,
    *,
    engine: str,
    system: bool = False,
) -> TraceSource | None:
    """``eval``'s input when it is the traced traffic (None: DATA, which must be given)."""
    from ragmeter.errors import ConfigError

    if not from_traces:
        if since is not None or fraction is not None:
            raise ConfigError("--since and --sample select traced interactions: use them with --traces")
        if data is None:
            raise ConfigError("give DATA (a .jsonl, .json, .csv or .parquet file), or --traces")
        return None
    if data is not None:
        raise ConfigError(f"give DATA or --traces, not both (got DATA {data!r})")
    if engine != "local":
        raise ConfigError("--traces runs on this machine: export the interactions first to use --engine ray")
    if system:
        raise ConfigError(
            "--traces evaluates answers the system already gave; --system/--endpoint ask it again"
        )
    return trace_source(store_path, since, 1.0 if fraction is None else fraction, seed)


def trace_source(store_path: str | None, since: str | None, fraction: float, seed: int) -> TraceSource:
    """Select the stored interactions for ``eval --traces`` (a ConfigError when there is
    nothing to evaluate, saying why)."""
    from ragmeter.errors import DataError
    from ragmeter.store import Store, StoreError
    from ragmeter.traces.select import Selection, check_fraction, select
    from ragmeter.traces.spans import iso

    check_fraction(fraction)
    since_ns = _since_ns(since)
    try:
        store = Store(store_path, create=False)
    except StoreError as exc:
        raise StoreError(
            f"{exc}; traces are stored by `ragmeter collect` and `ragmeter traces import`"
        ) from None
    selection = Selection(fraction, seed)
    spool = tempfile.TemporaryFile("w+", encoding="utf-8")  # noqa: SIM115 - closed by TraceSource.close
    now = datetime.now(timezone.utc)
    with store:
        pending = store.traces.pending(since_ns=since_ns)
        for interaction in select(store.traces.spans_by_trace(since_ns=since_ns), selection):
            spool.write(json.dumps(interaction.to_record(), ensure_ascii=False) + "\n")
    window = f"since {since}" if since else "all"
    name = f"traces ({window}" + (f", sample {fraction:g}, seed {seed}" if fraction < 1 else "") + ")"
    meta = {
        **selection.to_dict(),
        "since": since,
        "from": None if since_ns is None else iso(since_ns),
        "until": now.strftime("%Y-%m-%dT%H:%M:%S.%fZ"),
        "pending_traces": pending,
    }
    if selection.taken == 0:
        spool.close()
        why = (
            f"{selection.available} interactions in {selection.traces} complete traces, "
            f"none taken by --sample {fraction:g}"
            if selection.available
            else f"{selection.traces} complete traces {window}, holding no interaction"
        )
        raise DataError(
            f"nothing to evaluate: {why}"
            + (f"; {pending} traces still arriving" if pending else "")
            + " (traces come from `ragmeter collect` or `ragmeter traces import`)",
            source=name,
        )
    return TraceSource(name, {"traces": meta}, spool, selection.taken)
