"""``ragmeter runs``: the run history (list, show, rm)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from typing import Any, TypeVar

import click
from rich.markup import escape

from ragmeter.cli.common import OutputPath, console, dump_json, friendly, write_text, written

F = TypeVar("F", bound=Callable[..., Any])


def store_option(fn: F) -> F:
    """``--store PATH``, shared by the commands that read the history."""
    return click.option(
        "--store",
        "store_path",
        type=click.Path(dir_okay=False),
        default=None,
        help="Run history database (default: $RAGMETER_STORE or .ragmeter/ragmeter.db).",
    )(fn)


def open_store(store_path: str | None, *, readonly: bool = True) -> Any:
    """The store of a command that reads the history: opened read-only (nothing created,
    migrated or written; read-only media work), unless ``readonly=False``."""
    from ragmeter.store import Store

    return Store(store_path, create=False, readonly=readonly)


@click.group("runs", invoke_without_command=True)
@click.pass_context
def runs_cmd(ctx: click.Context) -> None:
    """The run history: every `ragmeter eval` is recorded (list is the default).

    RUN is an id prefix, a label (its latest run), `latest` or `latest~N`."""
    if ctx.invoked_subcommand is None:
        ctx.invoke(list_cmd)


@runs_cmd.command("list")
@click.option("--dataset", default=None, metavar="FINGERPRINT", help="Only runs on this question set.")
@click.option("--label", default=None, help="Only runs with this label.")
@click.option("--limit", type=click.IntRange(1), default=50, show_default=True, help="Newest N runs.")
@click.option("--json", "as_json", is_flag=True, help="Print the list as JSON.")
@store_option
@friendly
def list_cmd(
    dataset: str | None, label: str | None, limit: int, as_json: bool, store_path: str | None
) -> None:
    """List runs, newest first: id, label, time, dataset, n, means."""
    from ragmeter.report.compare_render import print_runs
    from ragmeter.store import StoreError, default_path

    try:
        store = open_store(store_path)
    except StoreError:
        path = store_path or str(default_path())
        if os.path.lexists(path):  # there, but not a store: say so rather than "no runs"
            raise
        if as_json:
            click.echo("[]")
        else:
            console().print(f"No runs recorded in {escape(path)} yet (each `ragmeter eval` records one).")
        return
    with store:
        runs = store.list_runs(dataset, label=label, limit=limit)
    if as_json:
        click.echo(json.dumps([r.to_dict() for r in runs], ensure_ascii=False, indent=2))
    else:
        print_runs(console(), runs, str(store.path))


@runs_cmd.command("show")
@click.argument("run")
@click.option("--json", "json_out", type=OutputPath(), help="Write the run as JSON.")
@click.option("--markdown", "md_out", type=OutputPath(), help="Write a Markdown report.")
@store_option
@friendly
def show_cmd(run: str, json_out: str | None, md_out: str | None, store_path: str | None) -> None:
    """Reprint a run's summary (means with 95% CIs, diagnoses, categories)."""
    from ragmeter.report.compare_render import print_run_header
    from ragmeter.report.markdown import CaseList, render_markdown
    from ragmeter.report.terminal import print_summary

    with open_store(store_path) as store:
        run_id = store.resolve(run)
        info = store.run_info(run_id)
        out = console()
        print_run_header(out, info)
        if not info.complete:
            out.print(f"[bold yellow]incomplete:[/] {info.n} samples recorded so far; no summary.")
            return
        loaded = store.load_run(run_id, details=bool(json_out))
    print_summary(out, loaded.summary)
    if json_out:
        dump_json(json_out, loaded.to_dict())
        out.print(written("JSON", json_out))
    if md_out:
        cases = CaseList().extend(loaded.samples)
        write_text(md_out, render_markdown(loaded.summary, cases.cases, cases.not_shown))
        out.print(written("Markdown", md_out))


@runs_cmd.command("rm")
@click.argument("runs", nargs=-1, required=True)
@store_option
@friendly
def rm_cmd(runs: tuple[str, ...], store_path: str | None) -> None:
    """Delete runs (complete or incomplete) with their samples and scores."""
    with open_store(store_path, readonly=False) as store:
        ids = [store.resolve(r) for r in runs]  # resolve all first: nothing is deleted on a typo
        for run_id in ids:
            store.delete_run(run_id)
            console().print(f"Deleted run {run_id}")


@runs_cmd.command("migrate")
@store_option
@friendly
def migrate_cmd(store_path: str | None) -> None:
    """Bring a store written by an older ragmeter to this version's schema (the reading
    commands never change a store; `ragmeter eval` migrates it too when it records)."""
    import sqlite3

    from ragmeter.store import StoreError, connect, schema_version
    from ragmeter.store.db import default_path

    path = store_path or str(default_path())
    if not os.path.isfile(path):
        raise StoreError(f"no run history at {path} (runs are recorded by `ragmeter eval`)")
    try:
        conn = connect(path)
    except (sqlite3.Error, OSError) as exc:  # the store cannot be written
        raise StoreError(f"cannot migrate the store {path}: {exc}") from None
    try:
        version = schema_version(conn)
    finally:
        conn.close()
    console().print(f"The store {escape(path)} is at schema version {version}.")
