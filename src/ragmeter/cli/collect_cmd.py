"""``ragmeter collect``: receive OpenTelemetry traces (OTLP/HTTP) into the run store."""

from __future__ import annotations

import signal
import sys

import click

from ragmeter.cli.common import console, friendly
from ragmeter.errors import ConfigError


@click.command("collect")
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    help="Address to listen on; anything but loopback lets the network write into your store.",
)
@click.option("--port", type=click.IntRange(0, 65535), default=4318, show_default=True, help="Port (0: any).")
@click.option(
    "--store",
    "store_path",
    type=click.Path(dir_okay=False),
    default=None,
    help="Run history database (default: $RAGMETER_STORE or .ragmeter/ragmeter.db).",
)
@click.option(
    "--max-body-mb",
    type=click.IntRange(1, 1024),
    default=16,
    show_default=True,
    help="Largest request body accepted (413 above it); 4x that once decompressed.",
)
@click.option("--quiet", "-q", is_flag=True, help="No line per rejected request.")
@friendly
def collect_cmd(host: str, port: int, store_path: str | None, max_body_mb: int, quiet: bool) -> None:
    """Receive traces over OTLP/HTTP (POST /v1/traces, protobuf or JSON, gzip) and store
    them; evaluate them with `ragmeter eval --traces`. Point an OpenTelemetry exporter at
    http://HOST:PORT (OTEL_EXPORTER_OTLP_ENDPOINT). Stop with Ctrl-C."""
    from ragmeter.report.visible import visible
    from ragmeter.store import Store
    from ragmeter.web.collector import Collector, make_collector_server

    def log(line: str) -> None:
        if not quiet:
            print(visible(f"ragmeter collect: {line}"), file=sys.stderr, flush=True)

    store = Store(store_path)
    try:
        collector = Collector(
            store.traces,
            max_body=max_body_mb * 1024 * 1024,
            max_decoded=4 * max_body_mb * 1024 * 1024,
            log=log,
        )
        server = make_collector_server(collector, host, port)
    except OSError as exc:
        store.close()
        raise ConfigError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    except BaseException:
        store.close()
        raise
    out = console()
    if host not in ("127.0.0.1", "localhost", "::1"):
        out.print(
            f"[bold yellow]warning:[/] listening on {host}: anyone who can reach it can write traces "
            "into your store"
        )
    shown = f"[{host}]" if ":" in host else host
    # one unwrapped, flushed line: scripts and tests read the URL from it
    click.echo(
        f"ragmeter collecting OTLP/HTTP traces at http://{shown}:{server.server_port}/v1/traces "
        f"into {store.path} (Ctrl-C to stop)"
    )
    sys.stdout.flush()

    def stop(_signum: int, _frame: object) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, stop)  # a service manager's stop: the same clean exit as Ctrl-C
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
        store.close()
        s = collector.stats.snapshot()
        out.print(
            f"stopped: {s['requests']} requests, {s['new_spans']} new spans"
            f" ({s['duplicates']} repeated, {s['rejected_spans']} rejected), {s['bad_requests']} bad requests"
        )
