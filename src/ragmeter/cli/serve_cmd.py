"""``ragmeter serve``: the local, read-only web UI over the run history."""

from __future__ import annotations

import click

from ragmeter.cli.common import console, friendly
from ragmeter.cli.runs_cmd import open_store, store_option
from ragmeter.errors import ConfigError


@click.command("serve")
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    help="Address to listen on; anything but loopback exposes your runs to the network.",
)
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True, help="Port (0: any).")
@store_option
@friendly
def serve_cmd(host: str, port: int, store_path: str | None) -> None:
    """Browse the run history: the runs, a run's dashboard, any two runs compared.
    Read-only; stop with Ctrl-C."""
    from ragmeter.compare import compare_runs
    from ragmeter.report.html import plotly_js
    from ragmeter.web import WebApp, make_server

    plotly_js()  # the html extra must be there before the first page
    store = open_store(store_path)
    app = WebApp(store, compare=compare_runs, store_path=str(store.path))
    try:
        server = make_server(app, host, port)
    except OSError as exc:
        store.close()
        raise ConfigError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    shown_host = f"[{host}]" if ":" in host else host
    out = console()
    if host not in ("127.0.0.1", "localhost", "::1"):
        out.print(f"[bold yellow]warning:[/] listening on {host}: anyone who can reach it can read your runs")
    # one unwrapped, flushed line: scripts read the URL from it
    click.echo(f"ragmeter serving {store.path} at http://{shown_host}:{server.server_port}/ (Ctrl-C to stop)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        out.print("stopped")
    finally:
        server.server_close()
        store.close()
