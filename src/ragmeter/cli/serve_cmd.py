"""``ragmeter serve``: the local web UI over the run history (read-only, unless
``--review``: then people can label a run's samples, the one thing it writes)."""

from __future__ import annotations

import getpass

import click

from ragmeter.cli.common import console, friendly
from ragmeter.cli.runs_cmd import open_store, store_option
from ragmeter.errors import ConfigError

_LOOPBACK = ("127.0.0.1", "localhost", "::1")


def _default_reviewer() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no user name in this environment
        return ""


@click.command("serve")
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    help="Address to listen on; anything but loopback exposes your runs to the network.",
)
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True, help="Port (0: any).")
@click.option(
    "--review",
    is_flag=True,
    help="Let people label runs' samples (faithful, correct, any metric, comments), stored in the "
    "store; loopback only. Without it nothing is written.",
)
@click.option(
    "--reviewer",
    default=None,
    metavar="NAME",
    help="The name the review form starts with (default: your user).",
)
@store_option
@friendly
def serve_cmd(host: str, port: int, review: bool, reviewer: str | None, store_path: str | None) -> None:
    """Browse the run history: the runs, a run's dashboard, any two runs compared, the
    trace runs over time (/traffic); with --review, label samples. Stop with Ctrl-C."""
    from ragmeter.compare import compare_runs
    from ragmeter.report.html import plotly_js
    from ragmeter.timeline import from_store
    from ragmeter.web import WebApp, make_server
    from ragmeter.web.review import ReviewDesk

    if review and host not in _LOOPBACK:
        raise ConfigError(
            f"--review writes labels into the store, so it listens on loopback only, not {host}"
        )
    plotly_js()  # the html extra must be there before the first page
    if review:  # the one writing exception: labels are appended to the store
        from ragmeter.store import Store

        store = Store(store_path, create=False)
    else:
        store = open_store(store_path)
    desk = (
        ReviewDesk(store, reviewer=reviewer if reviewer is not None else _default_reviewer())
        if review
        else None
    )
    app = WebApp(
        store,
        compare=compare_runs,
        store_path=str(store.path),
        review=desk,
        timeline=lambda by: from_store(store, by),
    )
    try:
        server = make_server(app, host, port)
    except OSError as exc:
        store.close()
        raise ConfigError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    shown_host = f"[{host}]" if ":" in host else host
    out = console()
    if host not in _LOOPBACK:
        out.print(f"[bold yellow]warning:[/] listening on {host}: anyone who can reach it can read your runs")
    # one unwrapped, flushed line: scripts read the URL from it
    mode = " for review (labels are written to the store)" if review else ""
    click.echo(
        f"ragmeter serving {store.path}{mode} at http://{shown_host}:{server.server_port}/ (Ctrl-C to stop)"
    )
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        out.print("stopped")
    finally:
        server.server_close()
        store.close()
