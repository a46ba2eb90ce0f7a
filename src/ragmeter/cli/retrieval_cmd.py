"""``ragmeter retrieval QRELS RUN``: trec_eval's measures and output format."""

from __future__ import annotations

import sys
import warnings

import click

from ragmeter.cli.common import OutputPath, dump_json, friendly

DEFAULT_MEASURES = (
    "num_ret",
    "num_rel",
    "num_rel_ret",
    "map",
    "r_precision",
    "bpref",
    "mrr",
    "precision@5",
    "precision@10",
    "recall@100",
    "ndcg@10",
)


def _line(name: str, qid: str, value: float, count: bool) -> str:
    # trec_eval: "%-22s\t%s\t%6.4f" (counts as integers)
    shown = str(round(value)) if count else f"{value:6.4f}"
    return f"{name:<22}\t{qid}\t{shown}"


@click.command("retrieval")
@click.argument("qrels", type=click.Path(dir_okay=False, allow_dash=True, path_type=str))
@click.argument("run", type=click.Path(dir_okay=False, allow_dash=True, path_type=str))
@click.option(
    "-m",
    "--measure",
    "measures",
    multiple=True,
    metavar="NAME",
    help="Measure, repeatable: ndcg@10, map, mrr, recall@100, precision@10, hit_rate@5, r_precision, "
    "bpref, ndcg_exp@10, num_rel_ret ... or trec_eval names (ndcg_cut_10, P_10, P.5,10, recip_rank).",
)
@click.option("-q", "--per-query", is_flag=True, help="Print each query's values before the summary.")
@click.option(
    "-c", "--complete", is_flag=True, help="Score qrels queries missing from the run as 0 (trec_eval -c)."
)
@click.option(
    "-l",
    "--rel-level",
    type=click.IntRange(min=0),
    default=1,
    show_default=True,
    help="Lowest grade that counts as relevant (trec_eval -l).",
)
@click.option("-M", "--max-docs", type=click.IntRange(min=1), help="Only each query's top N documents (-M).")
@click.option("--float32", is_flag=True, help="Round scores to float32 first, reproducing pytrec_eval.")
@click.option(
    "--extra-fields",
    is_flag=True,
    help="Accept run lines with more than 6 fields and ignore the rest, as trec_eval does "
    "(refused by default).",
)
@click.option("--json", "json_out", type=OutputPath(), help="Also write the values as JSON.")
@friendly
def retrieval_cmd(
    qrels: str,
    run: str,
    measures: tuple[str, ...],
    per_query: bool,
    complete: bool,
    rel_level: int,
    max_docs: int | None,
    float32: bool,
    extra_fields: bool,
    json_out: str | None,
) -> None:
    """Evaluate a TREC run file against a TREC qrels file with trec_eval 10's semantics;
    prints `measure<TAB>query|all<TAB>value` lines like trec_eval. Either file may be
    `-` (standard input) or a pipe; each is read once, in order, qrels first."""
    from ragmeter.retrieval import MissingQueriesWarning, prepare
    from ragmeter.retrieval.measures import parse_named

    named = parse_named(list(measures) or list(DEFAULT_MEASURES))  # bad names fail before reading
    if qrels == "-" and run == "-":
        raise click.UsageError("only one of QRELS and RUN can be read from standard input")
    stdin = sys.stdin.buffer if "-" in (qrels, run) else None
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", MissingQueriesWarning)
        prepared = prepare(
            stdin if qrels == "-" else qrels,
            stdin if run == "-" else run,
            complete=complete,
            float32=float32,
            max_docs=max_docs,
            extra_fields=extra_fields,
        )
    result = prepared.result([label for label, _ in named], rel_level=rel_level)
    lines: list[str] = []
    if per_query:
        for qid, values in result.per_query.items():
            lines.extend(_line(name, qid, v, name in result.counts) for name, v in values.items())
    lines.extend(_line(name, "all", v, name in result.counts) for name, v in result.summary.items())
    click.echo("\n".join(lines))
    for w in caught:
        if isinstance(w.message, MissingQueriesWarning):
            click.echo(
                f"warning: {w.message}".replace("pass complete=True (trec_eval -c)", "pass -c"), err=True
            )
    if result.ignored:
        n = len(result.ignored)
        click.echo(f"note: {n} run quer{'y' if n == 1 else 'ies'} without judgements ignored", err=True)
    if json_out:
        dump_json(json_out, result.to_dict())
