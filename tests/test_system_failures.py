"""Nothing lost when the system under test misbehaves: ``sys.exit()`` and any other
exception but Ctrl-C inside it, an exception whose ``str()`` raises, a dropped
connection on the first question, a reply with 200 header lines, a redirect, a reply
dripped past ``--timeout``, an endless reply; and a ``--save-answers`` file read back
keeps its failed calls. Each run goes on, is printed, written, recorded, and its gates
fire."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from tests.conftest import EXAMPLES

from ragmeter.cli.main import main
from ragmeter.testing import Fault
from ragmeter.testing.rag_server import FakeRAGServer

QUESTIONS = [
    {"id": "ok1", "question": "When was Larkspur Cycles founded?"},
    {"id": "exit0", "question": "exit 0"},
    {"id": "exit3", "question": "exit 3"},
    {"id": "base", "question": "base exception"},
    {"id": "badstr", "question": "bad str"},
    {"id": "ok2", "question": "How much does the Alder weigh?"},
]

SYSTEM = """
import sys

class Odd(BaseException):
    pass

class Unprintable(Exception):
    def __str__(self):
        raise RuntimeError("no text for you")

def answer(question):
    if question == "exit 0":
        sys.exit(0)
    if question == "exit 3":
        raise SystemExit(3)
    if question == "base exception":
        raise Odd("odd")
    if question == "bad str":
        raise Unprintable()
    return {"answer": "The Moon is made of cheese.",
            "contexts": [{"id": "c1", "text": "Larkspur Cycles was founded in 2009."}]}
"""


def write_jsonl(path: Path, records: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def invoke(*args: str) -> tuple[int, str]:
    res = CliRunner().invoke(main, list(args))
    return res.exit_code, res.output


@pytest.mark.parametrize("concurrency", ["1", "3"])
def test_sys_exit_in_the_system_is_a_system_error_and_the_run_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, concurrency: str
) -> None:
    monkeypatch.setenv("RAGMETER_STORE", str(tmp_path / "store.db"))
    (tmp_path / "rag.py").write_text(SYSTEM, encoding="utf-8")
    data = write_jsonl(tmp_path / "q.jsonl", QUESTIONS)
    out = tmp_path / "r.json"
    code, text = invoke(
        "eval", str(data), "--system", f"{tmp_path / 'rag.py'}:answer", "--concurrency", concurrency,
        "--json", str(out), "--fail-under", "faithfulness=0.5",
    )  # fmt: skip
    assert code == 1, text  # the gate fired: the run was not cut short by sys.exit()
    assert "gate failed" in text and "4 failed" in text
    got = json.loads(out.read_text())["samples"]
    reasons = {s["id"]: s["scores"]["faithfulness"]["reason"] for s in got}
    assert reasons["exit0"] == "the system raised SystemExit: 0"
    assert reasons["exit3"] == "the system raised SystemExit: 3"
    assert reasons["base"] == "the system raised Odd: odd"
    assert "Unprintable: (its message cannot be shown" in reasons["badstr"]
    assert {s["id"]: s["scores"]["faithfulness"]["status"] for s in got}["ok2"] == "ok"
    with sqlite3.connect(tmp_path / "store.db") as db:  # recorded
        assert db.execute("SELECT COUNT(*) FROM runs WHERE status = 'complete'").fetchone()[0] == 1


def test_sys_exit_while_importing_the_system_is_a_usage_error(tmp_path: Path) -> None:
    (tmp_path / "quits.py").write_text("import sys\nsys.exit(0)\n", encoding="utf-8")
    data = write_jsonl(tmp_path / "q.jsonl", QUESTIONS[:1])
    code, text = invoke("eval", str(data), "--no-store", "--system", f"{tmp_path / 'quits.py'}:f")
    assert code == 2 and "raised SystemExit: 0" in text


def test_a_saved_failed_call_stays_a_system_error(tmp_path: Path) -> None:
    (tmp_path / "rag.py").write_text(SYSTEM, encoding="utf-8")
    data = write_jsonl(tmp_path / "q.jsonl", [{**q, "relevant_ids": ["c1"]} for q in QUESTIONS[:2]])
    saved = tmp_path / "answers.jsonl"
    code, text = invoke(
        "eval",
        str(data),
        "--no-store",
        "--system",
        f"{tmp_path / 'rag.py'}:answer",
        "--save-answers",
        str(saved),
    )
    assert code == 0, text
    out = tmp_path / "again.json"
    code, text = invoke("eval", str(saved), "--no-store", "--json", str(out))
    assert code == 0, text
    failed = json.loads(out.read_text())["samples"][1]
    assert failed["diagnosis"] == "unknown"  # not fix_retrieval with recall 0
    assert failed["diagnosis_reason"] == "the system failed: the system raised SystemExit: 0"
    assert {s["status"] for s in failed["scores"].values()} == {"system_error"}


# ---------------------------------------------------------------- the HTTP endpoint
@pytest.fixture
def rag() -> Iterator[FakeRAGServer]:
    with FakeRAGServer(EXAMPLES / "corpus") as srv:
        yield srv


def run_endpoint(rag: FakeRAGServer, tmp_path: Path, *extra: str) -> tuple[int, str, list[dict[str, Any]]]:
    data = write_jsonl(
        tmp_path / "q.jsonl", [QUESTIONS[0], QUESTIONS[5], {"id": "q3", "question": "What is Alder?"}]
    )
    out = tmp_path / "r.json"
    code, text = invoke(
        "eval", str(data), "--no-store", "--endpoint", rag.url, "--contexts-path", "contexts[*].text",
        "--concurrency", "1", "--json", str(out), *extra,
    )  # fmt: skip
    got = json.loads(out.read_text())["samples"] if out.exists() else []
    return code, text, got


def statuses(got: list[dict[str, Any]]) -> list[str]:
    return [s["scores"]["faithfulness"]["status"] for s in got]


def test_a_reset_on_the_first_question_does_not_stop_the_run(rag: FakeRAGServer, tmp_path: Path) -> None:
    rag.push(Fault.reset())
    code, text, got = run_endpoint(rag, tmp_path, "--retries", "0")
    assert code == 0, text
    assert statuses(got) == ["system_error", "ok", "ok"]
    assert "connection" in got[0]["scores"]["faithfulness"]["reason"]


def test_a_reply_with_200_header_lines_is_an_answer(rag: FakeRAGServer, tmp_path: Path) -> None:
    rag.push(Fault.many_headers(200), Fault.many_headers(200), Fault.many_headers(200))
    code, text, got = run_endpoint(rag, tmp_path)
    assert code == 0, text
    assert statuses(got) == ["ok", "ok", "ok"]


def test_a_redirect_is_not_an_answer(rag: FakeRAGServer, tmp_path: Path) -> None:
    rag.push(Fault.redirect("http://127.0.0.1:9/moved"))
    code, text, got = run_endpoint(rag, tmp_path)
    assert code == 0, text
    assert statuses(got) == ["system_error", "ok", "ok"]
    assert "HTTP 302: a redirect to http://127.0.0.1:9/moved" in got[0]["scores"]["faithfulness"]["reason"]
    assert got[0]["answer"] is None


@pytest.mark.parametrize(
    ("fault", "why"), [(Fault.drip(0.05, 1), "no reply within 2s"), (Fault.endless(0.01), "")]
)
def test_timeout_bounds_the_whole_call(rag: FakeRAGServer, tmp_path: Path, fault: Fault, why: str) -> None:
    # the dripped reply (over a thousand bytes, one each 0.05 s) would take a minute; the
    # timeout leaves the other questions' prompt replies room on a loaded machine
    rag.push(fault)
    code, text, got = run_endpoint(rag, tmp_path, "--timeout", "2", "--retries", "0")
    assert code == 0, text
    assert statuses(got) == ["system_error", "ok", "ok"]
    assert why in got[0]["scores"]["faithfulness"]["reason"]


def test_an_endpoint_failing_its_first_calls_stops_the_run(rag: FakeRAGServer, tmp_path: Path) -> None:
    rag.push(*[Fault.body("<html>maintenance</html>")] * 5)
    code, text, _ = run_endpoint(rag, tmp_path)
    assert code == 2
    assert "its first 3 calls all failed" in text and "<html>maintenance</html>" in text


@pytest.mark.parametrize("value", ["nan", "inf", "1e400"])
def test_timeout_must_be_finite(rag: FakeRAGServer, tmp_path: Path, value: str) -> None:
    code, text, _ = run_endpoint(rag, tmp_path, "--timeout", value)
    assert code == 2 and "--timeout" in text
