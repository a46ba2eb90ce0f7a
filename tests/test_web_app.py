"""``ragmeter serve``'s app over a real store: pages, escaping, read-only, Host check;
and ``ragmeter report`` over the store (compare section, trend)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from tests.html_fixtures import fill_store

from ragmeter.cli.main import main
from ragmeter.compare import compare_runs
from ragmeter.web import WebApp, make_server


def embedded(page: str, element_id: str) -> Any:
    m = re.search(rf'<script type="application/json" id="{element_id}">(.*?)</script>', page, re.S)
    assert m, f"no #{element_id}"
    return json.loads(m.group(1))


@pytest.fixture(scope="module")
def store_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("web") / "runs.db"
    fill_store(path).close()
    return path


@pytest.fixture
def app(store_path: Path) -> Iterator[WebApp]:
    from ragmeter.store import Store

    store = Store(store_path, create=False)
    yield WebApp(store, compare=compare_runs, store_path=str(store_path))
    store.close()


def get(app: WebApp, target: str, host: str = "127.0.0.1:8000") -> tuple[int, str]:
    resp = app.handle("GET", target, {"Host": host})
    return resp.status, resp.body.decode("utf-8")


def test_runs_page_lists_runs_with_escaped_labels(app: WebApp) -> None:
    status, page = get(app, "/")
    assert status == 200
    assert page.count('class="run-row"') == 2
    assert "v2&lt;img src=x onerror=" in page
    assert "<img" not in page
    assert 'id="compare-form"' in page


def test_run_page_is_the_dashboard_with_a_trend(app: WebApp) -> None:
    status, page = get(app, "/runs/latest")
    assert status == 200
    assert '<script src="/static/plotly.min.js"></script>' in page
    figures = embedded(page, "ragmeter-figures")
    trend = figures["trend-chart"]
    assert trend["data"][0]["x"][0] == "v1" and len(trend["data"][0]["x"]) == 2
    assert "&lt;img" in trend["data"][0]["x"][1]
    assert embedded(page, "ragmeter-data")["samples_total"] == 5


def test_compare_page_shows_deltas_and_transitions(app: WebApp) -> None:
    status, page = get(app, "/compare?a=v1&b=latest")
    assert status == 200
    assert 'id="compare"' in page and 'id="transitions-table"' in page
    assert "compare-chart" in embedded(page, "ragmeter-figures")
    assert 'data-direction="worse"' in page  # x2, x3 went from pass to a failure
    status, _ = get(app, "/compare?a=v1")
    assert status == 400


def test_unknown_pages_and_runs_are_escaped_404s(app: WebApp) -> None:
    status, page = get(app, "/runs/%3Cscript%3Ealert(1)%3C%2Fscript%3E")
    assert status == 404
    assert "&lt;script&gt;alert(1)" in page and "<script>alert" not in page
    assert get(app, "/nope")[0] == 404


def test_read_only_and_host_checked(app: WebApp) -> None:
    resp = app.handle("POST", "/", {"Host": "127.0.0.1"})
    assert resp.status == 405 and resp.headers["Allow"] == "GET, HEAD"
    assert get(app, "/", host="evil.example:8000")[0] == 421
    assert get(app, "/", host="localhost:8000")[0] == 200
    assert get(app, "/", host="[::1]:8000")[0] == 200


def test_server_answers_over_http(app: WebApp) -> None:
    server = make_server(app, "127.0.0.1", 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        with urllib.request.urlopen(base + "/static/plotly.min.js", timeout=120) as r:
            assert r.headers["Content-Type"].startswith("text/javascript")
            assert len(r.read()) > 1_000_000
        with urllib.request.urlopen(base + "/", timeout=120) as r:
            assert "default-src 'none'" in r.headers["Content-Security-Policy"]
            assert r.headers["X-Content-Type-Options"] == "nosniff"
        req = urllib.request.Request(base + "/", data=b"x", method="POST")
        with pytest.raises(urllib.error.HTTPError) as err:
            urllib.request.urlopen(req, timeout=120)
        assert err.value.code == 405
    finally:
        server.shutdown()
        server.server_close()


def test_serve_command_binds_loopback(store_path: Path) -> None:
    proc = subprocess.Popen(
        [sys.executable, "-m", "ragmeter.cli.main", "serve", "--port", "0", "--store", str(store_path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        assert m, line + (proc.stderr.read() if proc.poll() is not None and proc.stderr else "")
        with urllib.request.urlopen(f"http://127.0.0.1:{m.group(1)}/", timeout=120) as r:
            assert r.status == 200
            assert "v1" in r.read().decode("utf-8")
    finally:
        proc.terminate()
        proc.wait(timeout=120)


def test_serve_without_a_store_is_a_clear_error(tmp_path: Path) -> None:
    res = CliRunner().invoke(main, ["serve", "--store", str(tmp_path / "none.db")])
    assert res.exit_code == 2
    assert "no run history" in " ".join(res.output.split())


def test_report_command_over_the_store(store_path: Path, tmp_path: Path) -> None:
    out = tmp_path / "r.html"
    res = CliRunner().invoke(
        main, ["report", "latest", "--compare", "v1", "--html", str(out), "--store", str(store_path)]
    )
    assert res.exit_code == 0, res.output
    page = out.read_text(encoding="utf-8")
    figures = embedded(page, "ragmeter-figures")
    assert {"compare-chart", "trend-chart"} <= set(figures)
    assert 'id="compare-table"' in page
    res = CliRunner().invoke(main, ["report", "nope", "--html", str(out), "--store", str(store_path)])
    assert res.exit_code == 2 and "no run matches 'nope'" in " ".join(res.output.split())
    res = CliRunner().invoke(main, ["report", str(tmp_path / "missing.json"), "--html", str(out)])
    assert res.exit_code == 2 and "missing.json: file not found" in " ".join(res.output.split())
