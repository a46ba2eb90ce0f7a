"""``ragmeter generate``: write a test set from a folder of documents with an LLM."""

from __future__ import annotations

import dataclasses
import sys
from typing import Any

import click
from rich.markup import escape
from rich.table import Table

from ragmeter.cli.common import OutputPath, console, dump_json, friendly, written
from ragmeter.cli.judge_options import LLMOptions, llm_config, llm_options
from ragmeter.errors import ConfigError


@click.command("generate")
@click.argument("corpus", type=click.Path(path_type=str))
@click.option(
    "--n", "n", type=click.IntRange(1, 100_000), default=100, show_default=True, help="Records to write."
)
@click.option("--out", "out", type=OutputPath(), default=None, help="The test set to write (JSONL).")
@click.option(
    "--judge",
    default=None,
    metavar="llm:MODEL",
    help="The LLM that writes and checks the questions (required; any OpenAI-compatible endpoint).",
)
@llm_options
@click.option(
    "--types",
    default=None,
    metavar="T[=W],...",
    help="Question types and weights, e.g. simple=0.4,multi_hop=0.2,temporal=0.15,comparison=0.15,"
    "unanswerable=0.1 (the default); without weights, equal shares.",
)
@click.option(
    "--lang",
    type=click.Choice(["auto", "en", "ko"]),
    default="auto",
    show_default=True,
    help="Language of the questions; auto: each passage's own (Korean documents give Korean questions).",
)
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the choice of passages.")
@click.option(
    "--chunk-size",
    type=click.IntRange(200),
    default=1000,
    show_default=True,
    help="Target chunk size in characters (chunk ids depend on it).",
)
@click.option(
    "--relevant-ids",
    type=click.Choice(["chunk", "document"]),
    default="chunk",
    show_default=True,
    help="What relevant_ids name: chunk ids (<doc id>#<start>-<end>) or document ids.",
)
@click.option(
    "--max-calls",
    type=click.IntRange(1),
    default=None,
    help="Call budget of the run [default: 3 per record].",
)
@click.option("--dry-run", is_flag=True, help="Estimate calls, tokens and cost without sending anything.")
@click.option(
    "--report", "report_out", type=OutputPath(), default=None, help="Write the generation report as JSON."
)
@click.option(
    "--store",
    "store_path",
    type=click.Path(dir_okay=False),
    default=None,
    help="Database of the call cache (default: $RAGMETER_STORE or .ragmeter/ragmeter.db).",
)
@click.option("--quiet", "-q", is_flag=True, help="Print nothing but errors.")
@friendly
def generate_cmd(
    corpus: str,
    n: int,
    out: str | None,
    judge: str | None,
    llm: LLMOptions,
    types: str | None,
    lang: str,
    seed: int,
    chunk_size: int,
    relevant_ids: str,
    max_calls: int | None,
    dry_run: bool,
    report_out: str | None,
    store_path: str | None,
    quiet: bool,
) -> None:
    """Write a test set of N questions from CORPUS (a folder of .txt, .md, .html and .pdf
    files, or a JSONL of {"id", "text"} documents) with an LLM: seed 001's question
    types, each record checked (supported, standalone, not a near-duplicate, and
    unanswerable ones answered by no passage), every dropped candidate counted."""
    from ragmeter.testset import NEEDS_LLM, estimate_generation, generate, parse_types

    if judge is None:
        raise ConfigError(NEEDS_LLM)
    parse_types(types)  # a bad --types is exit 2 before anything else
    if store_path and llm.cache_path is None:
        llm = dataclasses.replace(llm, cache_path=store_path)
    options = {"config": llm_config(llm), "explicit_key_env": llm.api_key_env is not None}
    common: dict[str, Any] = {
        "judge": judge,
        "types": types,
        "lang": lang,
        "seed": seed,
        "chunk_chars": chunk_size,
    }
    if dry_run:
        estimate = estimate_generation(corpus, n, **common, **options)
        if report_out:
            dump_json(report_out, {"dry_run": estimate})
        if not quiet:
            _print_estimate(estimate, judge)
        return
    if out is None:
        raise ConfigError("--out FILE is required: where to write the test set (JSONL)")
    progress = not quiet and sys.stderr.isatty()
    result = generate(
        corpus,
        n,
        out=out,
        relevant_ids=relevant_ids,
        max_calls=max_calls,
        progress=progress,
        **common,
        **options,
    )
    if report_out:
        dump_json(report_out, result.report)
    if not quiet:
        _print_report(result.report)
        console().print(written("Test set", out) + f" ({len(result.records)} records)")
        if report_out:
            console().print(written("Report", report_out))
    if not result.records:
        raise ConfigError("no candidate passed the checks, so the test set is empty (see the drops above)")


def _print_estimate(est: dict[str, Any], spec: str) -> None:
    out = console()
    out.print(f"[bold]Dry run[/] (nothing was sent) · {est['requested']} records · {escape(spec)}")
    corpus = est["corpus"]
    out.print(f"  corpus: {corpus['documents']} documents, {corpus['chunks']} chunks")
    out.print(
        f"  first round: {est['candidates']} candidates, {est['calls']} calls to send, "
        f"{est['cached_calls']} already in the cache ({est['calls_per_record']:.2f} per record)"
    )
    out.print(f"  tokens: ~{est['prompt_tokens']:,} in, ~{est['completion_tokens']:,} out")
    if est.get("cost_usd") is not None:
        out.print(f"  cost: ~${est['cost_usd']:.4f}")
    else:
        out.print("  cost: give --price-in/--price-out (US$ per 1M tokens) to see it")
    for note in est["notes"]:
        out.print(f"  [dim]{escape(note)}[/]")
    _print_corpus(corpus)


def _print_corpus(corpus: dict[str, Any], shown: int = 10) -> None:
    """The files left out of the corpus, with the reason, and the readers' warnings
    (file names escaped: a newline or an escape sequence in a name is shown, not acted on)."""
    from ragmeter.report.visible import visible

    out = console()
    skipped = corpus.get("skipped") or []
    if skipped:
        loops = corpus.get("symlink_loops") or 0
        extra = f", {loops} of them symbolic link loops" if loops else ""
        out.print(f"[yellow]Skipped files:[/] {len(skipped)}{extra}")
        for item in skipped[:shown]:
            out.print(f"  {escape(visible(item['source']))}: {escape(visible(item['reason']))}")
        if len(skipped) > shown:
            out.print(f"  [dim]... and {len(skipped) - shown} more (all in the --report file)[/]")
    warned = corpus.get("reader_warnings") or []
    if warned:
        total = sum(int(w["count"]) for w in warned)
        out.print(f"[yellow]Reader warnings:[/] {total} in {len(warned)} file(s)")
        for item in warned[:shown]:
            first = f" (first: {item['first'][0]})" if item["first"] else ""
            out.print(f"  {escape(visible(item['source']))}: {item['count']}{escape(visible(first))}")


def _print_report(report: dict[str, Any]) -> None:
    from ragmeter.testset import DROP_REASONS

    out = console()
    table = Table(title=f"Test set: {report['kept']} of {report['requested']} records", title_justify="left")
    for col in ("type", "requested", "kept", "candidates"):
        table.add_column(col, justify="left" if col == "type" else "right")
    for kind, t in report["types"].items():
        style = "" if t["kept"] >= t["requested"] else "yellow"
        table.add_row(kind, str(t["requested"]), str(t["kept"]), str(t["candidates"]), style=style)
    out.print(table)
    if report["dropped"]:
        out.print("[bold]Dropped candidates[/]")
        for reason, count in report["dropped"].items():
            out.print(f"  {reason} ×{count}: [dim]{escape(DROP_REASONS.get(reason, reason))}[/]")
    if report.get("surplus"):
        out.print(f"  [dim]{report['surplus']} good candidates beyond the mix were not used[/]")
    u = report["usage"]
    per = u["calls_per_kept"]
    out.print(
        f"Model calls: {u['calls']} ({u['cached_calls']} from the cache) · tokens in {u['prompt_tokens']:,}, "
        f"out {u['completion_tokens']:,}"
        + (f" · {per:.2f} calls and {u['tokens_per_kept']:,.0f} tokens per record" if per else "")
        + (f" · cost ${u['cost_usd']:.4f}" if u.get("cost_usd") is not None else "")
        + (f" · {u['endpoint']['retries']} retries" if u["endpoint"].get("retries") else "")
    )
    for note in report["notes"]:
        out.print(f"[yellow]note:[/] {escape(note)}")
    _print_corpus(report["corpus"])
