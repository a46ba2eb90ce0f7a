"""``ragmeter serve`` answers every request (issue 14): 404 for a run reference it cannot
resolve (``latest~<huge>`` used to send an empty reply and a traceback to stderr), 500
with a page and one stderr line for a bug, never an empty reply."""

from __future__ import annotations

import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tests.html_fixtures import fill_store

from ragmeter.compare import compare_runs
from ragmeter.web import WebApp, make_server

pytest.importorskip("jinja2")

HUGE = "latest~99999999999999999999999"


@pytest.fixture(scope="module")
def store_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("serve") / "runs.db"
    fill_store(path).close()
    return path


@pytest.fixture
def app(store_path: Path) -> Iterator[WebApp]:
    from ragmeter.store import Store

    store = Store(store_path, create=False)
    yield WebApp(store, compare=compare_runs, store_path=str(store_path))
    store.close()


@pytest.mark.parametrize(
    "target",
    [
        f"/runs/{HUGE}",
        "/runs/latest~" + "9" * 5000,
        "/runs/latest~2",
        "/runs/no-such-run",
        "/runs/%ff%fe",
        "/runs/%00",
        f"/compare?a={HUGE}&b=latest",
        f"/compare?a=latest&b={HUGE}",
    ],
    ids=["latest~huge", "latest~5000 digits", "latest~past the end", "unknown", "bad utf-8", "nul", "a", "b"],
)
def test_unresolvable_runs_are_404(app: WebApp, target: str) -> None:
    resp = app.handle("GET", target, {"Host": "127.0.0.1"})
    assert resp.status == 404, resp.body[:300]
    assert b"<html" in resp.body.lower()


class Broken:
    """A store whose reads fail the way a bug would."""

    def list_runs(self, dataset_fingerprint: str | None = None) -> list[Any]:
        raise RuntimeError("the list broke")

    def resolve(self, ref: str) -> str:
        return ref

    def load_run(self, ref: str) -> dict[str, Any]:
        raise ZeroDivisionError("division by zero in load_run")


def test_a_bug_is_a_500_page_and_one_line_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    resp = WebApp(Broken()).handle("GET", "/runs/x\x1b[2J", {"Host": "localhost"})
    assert resp.status == 500 and b"internal error" in resp.body
    err = capsys.readouterr().err
    assert "ragmeter serve: internal error on /runs/x\\x1b[2J: ZeroDivisionError" in err
    assert "Traceback" not in err and "\x1b" not in err


@pytest.fixture
def server(app: WebApp) -> Iterator[str]:
    srv = make_server(app, "127.0.0.1", 0)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{srv.server_port}"
    srv.shutdown()
    srv.server_close()


def status_of(url: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=120) as resp:
            return resp.status, resp.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read()


def test_over_http_the_reply_is_never_empty(server: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, body = status_of(f"{server}/runs/{HUGE}")
    assert status == 404 and b"no run that far back" in body
    assert status_of(f"{server}/runs/latest")[0] == 200
    assert "Traceback" not in capsys.readouterr().err
