"""`ragmeter generate` end to end against the fake OpenAI server (a real HTTP server on
127.0.0.1 whose responder plays the generator): valid records, the type mix, every
filter dropping what it should, the call cache and resume, faults, Korean, dry run,
the budget of calls per record, and the errors a user can make."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from tests.conftest import EXAMPLES
from tests.testset_helpers import write_corpus

import ragmeter
from ragmeter.cli.main import main
from ragmeter.datasets import iter_samples
from ragmeter.errors import ConfigError
from ragmeter.testing import FakeOpenAIServer, Fault, Reply
from ragmeter.testset import generate
from ragmeter.testset.lexical import hangul_share

CORPUS = EXAMPLES / "corpus"


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as srv:
        yield srv


def run(server: FakeOpenAIServer, n: int = 12, corpus: Path = CORPUS, **kw: Any) -> Any:
    return generate(corpus, n, judge="llm:fake", base_url=server.url, **kw)


def stages(server: FakeOpenAIServer) -> Counter[str]:
    return Counter(r["body"]["response_format"]["json_schema"]["name"] for r in server.requests)


def test_records_are_valid_input_with_the_mix(server: FakeOpenAIServer, tmp_path: Path) -> None:
    out = tmp_path / "testset.jsonl"
    result = run(server, 20, out=out)
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert records == result.records and len(records) == 20
    samples = list(iter_samples(out))  # valid ragmeter input
    assert Counter(s.category for s in samples) == {
        "simple": 8,
        "multi_hop": 4,
        "temporal": 3,
        "comparison": 3,
        "unanswerable": 2,
    }
    chunk_ids = {c.id for c in ragmeter.testset.load_corpus(CORPUS).chunks}
    for rec in records:
        meta = rec["metadata"]
        assert meta["generator"]["model"] == "fake" and meta["generator"]["seed"] == 0
        assert meta["generator"]["prompt_version"].startswith("gen-v1+")
        assert {s["id"] for s in meta["source_chunks"]} <= chunk_ids
        if rec["category"] == "unanswerable":
            assert rec["relevant_ids"] == [] and "reference" not in rec
            assert meta["relevant_doc_ids"] == [] and meta["checked_against"]
        else:
            assert rec["reference"] and set(rec["relevant_ids"]) <= chunk_ids
            assert len(set(meta["relevant_doc_ids"])) == len(meta["relevant_doc_ids"]) >= 1
    multi = [r for r in records if r["category"] == "multi_hop"]
    assert all(len(r["metadata"]["source_chunks"]) == 2 for r in multi)
    usage = result.report["usage"]
    assert usage["paid_calls"] == server.calls == sum(stages(server).values())
    assert usage["calls_per_kept"] <= 3.0  # the budget, on average
    assert usage["calls"] <= 3 * 20
    assert stages(server)["ragmeter_gen_critique"] <= stages(server)["ragmeter_gen_generate"] / 3


def test_document_ids_and_types_weights(server: FakeOpenAIServer) -> None:
    result = run(server, 10, types="simple=3,unanswerable=1", relevant_ids="document")
    cats = Counter(r["category"] for r in result.records)
    assert cats == {"simple": 8, "unanswerable": 2}
    for r in result.records:
        if r["category"] == "simple":
            assert r["relevant_ids"] == r["metadata"]["relevant_doc_ids"]
            assert all("#" not in i for i in r["relevant_ids"])


def test_filters_drop_and_count_by_reason(server: FakeOpenAIServer) -> None:
    # The first generate replies, in order: a question pointing at its passage, an empty
    # one, an impossible one, two near-duplicates; then whatever the responder says.
    server.push(
        Reply({"possible": True, "question": "According to the passage, when was it founded?",
               "answer": "In 2009.", "passages_used": [1]}),
        Reply({"possible": True, "question": "", "answer": "x", "passages_used": [1]}),
        Reply({"possible": False, "question": "", "answer": "", "passages_used": []}),
        Reply({"possible": True, "question": "Who founded Larkspur Cycles in 2009?",
               "answer": "Mara Ellison and Tobias Renn.", "passages_used": [1]}),
        Reply({"possible": True, "question": "Who founded Larkspur Cycles in 2009 ?",
               "answer": "Mara Ellison and Tobias Renn.", "passages_used": [1]}),
    )  # fmt: skip
    result = run(server, 6, corpus=CORPUS / "en", types="simple")
    dropped = result.report["dropped"]
    assert dropped["not_standalone"] >= 1 and dropped["empty"] >= 1 and dropped["not_possible"] >= 1
    assert dropped["near_duplicate"] >= 1
    assert len(result.records) == 6
    assert not any("According to the passage" in r["question"] for r in result.records)
    assert result.report["drop_examples"]["not_standalone"].startswith("According to the passage")


def test_the_critique_drops_unsupported_and_answerable(server: FakeOpenAIServer) -> None:
    def responder(body: Any) -> Reply:
        from ragmeter.testing.generator_responder import generator_responder

        reply = generator_responder(body)
        if body["response_format"]["json_schema"]["name"] == "ragmeter_gen_critique":
            items = reply.content["items"]
            items[0] = {**items[0], "supported": False, "reason": "invented"}
            items[-1] = {**items[-1], "answered_by_passages": True, "supported": True}
        return reply

    server.script.responder = responder
    result = run(server, 8, types="simple=1,unanswerable=1")
    dropped = result.report["dropped"]
    assert dropped.get("unsupported", 0) + dropped.get("answerable", 0) >= 2
    assert result.report["usage"]["calls_per_kept"] is not None


def test_rerun_costs_no_calls_and_gives_the_same_records(server: FakeOpenAIServer) -> None:
    first = run(server, 12)
    paid = server.calls
    second = run(server, 12)
    assert server.calls == paid  # everything from the call cache
    assert second.records == first.records
    assert second.report["usage"]["cached_calls"] == second.report["usage"]["calls"] > 0
    assert second.report["usage"]["paid_calls"] == 0


def test_faults_are_retried_and_repaired(server: FakeOpenAIServer) -> None:
    server.push(Fault.rate_limited(0.01), Fault.server_error(500), Fault.malformed(), Fault.truncated())
    result = run(server, 8, backoff_base=0.01, max_retries=3)
    assert len(result.records) == 8
    endpoint = result.report["usage"]["endpoint"]
    assert endpoint["rate_limited"] == 1 and endpoint["server_errors"] == 1 and endpoint["retries"] == 2
    repair = [r for r in server.requests if len(r["body"]["messages"]) == 4]
    assert repair, "the malformed reply got a repair request"


def test_a_call_that_keeps_failing_is_a_counted_drop(server: FakeOpenAIServer) -> None:
    server.push(Fault.server_error(500))
    result = run(server, 5, types="simple", max_retries=0)
    assert result.report["dropped"]["generation_failed"] == 1
    assert "HTTP 500" in result.report["drop_examples"]["generation_failed"]
    assert len(result.records) == 5  # the next round replaced it


def test_korean_documents_give_korean_questions(server: FakeOpenAIServer) -> None:
    result = run(server, 8, corpus=CORPUS / "ko")
    assert result.records
    for rec in result.records:
        assert hangul_share(rec["question"]) > 0.5, rec["question"]
        assert rec["metadata"]["lang"] == "ko"
    generate_inputs = [
        json.loads(r["body"]["messages"][1]["content"].rsplit("\n", 1)[-1])
        for r in server.requests
        if r["body"]["response_format"]["json_schema"]["name"] == "ragmeter_gen_generate"
    ]
    assert {d["language"] for d in generate_inputs} == {"Korean"}
    forced = run(server, 4, corpus=CORPUS / "en", lang="ko", types="simple")
    assert all(r["metadata"]["lang"] == "ko" for r in forced.records)


def test_other_document_kinds(server: FakeOpenAIServer, tmp_path: Path) -> None:
    result = run(server, 6, corpus=write_corpus(tmp_path / "docs"), types="simple,temporal")
    docs = {d for r in result.records for d in r["metadata"]["relevant_doc_ids"]}
    assert docs & {"c.html", "d.pdf", "sub/b.txt", "a.md", "ko.md"}


def test_the_budget_caps_calls(server: FakeOpenAIServer) -> None:
    result = run(server, 12, max_calls=5)
    assert server.calls <= 5
    assert result.report["shortfall"]
    assert any("call budget" in note for note in result.report["notes"])


def test_without_an_llm_judge_it_says_what_to_pass(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="--judge llm:MODEL --base-url URL"):
        generate(CORPUS, 5)
    with pytest.raises(ConfigError, match="offline judge cannot write questions"):
        generate(CORPUS, 5, judge="offline")
    res = CliRunner().invoke(main, ["generate", str(CORPUS), "--n", "5", "--out", str(tmp_path / "t.jsonl")])
    assert res.exit_code == 2 and "--judge llm:MODEL --base-url URL" in res.output
    assert not (tmp_path / "t.jsonl").exists()
    res = CliRunner().invoke(main, ["generate", str(CORPUS), "--judge", "offline", "--out", "o.jsonl"])
    assert res.exit_code == 2


def test_cli_usage_errors_are_exit_2(server: FakeOpenAIServer, tmp_path: Path) -> None:
    base = ["generate", str(CORPUS), "--judge", "llm:fake", "--base-url", server.url]
    for extra, message in (
        (["--types", "simple,weird"], "unknown question type 'weird'"),
        (["--types", "simple=-1"], "must be a number >= 0"),
        ([], "--out FILE is required"),
        (["--out", str(tmp_path)], "is a directory"),
    ):
        res = CliRunner().invoke(main, [*base, *extra])
        assert res.exit_code == 2, res.output
        assert message in res.output, res.output
    args = ["generate", str(tmp_path / "nope"), "--judge", "llm:fake", "--base-url", server.url]
    res = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "t.jsonl")])
    assert res.exit_code == 2 and "no such file or folder" in res.output
    assert server.calls == 0


def test_cli_report_and_dry_run(server: FakeOpenAIServer, tmp_path: Path) -> None:
    base = ["generate", str(CORPUS), "--n", "10", "--judge", "llm:fake", "--base-url", server.url]
    res = CliRunner().invoke(main, [*base, "--dry-run", "--report", str(tmp_path / "dry.json")])
    assert res.exit_code == 0, res.output
    assert server.calls == 0 and "nothing was sent" in res.output
    dry = json.loads((tmp_path / "dry.json").read_text())["dry_run"]
    assert dry["calls"] > 10 and dry["cached_calls"] == 0 and dry["prompt_tokens"] > 0
    out = tmp_path / "t.jsonl"
    res = CliRunner().invoke(main, [*base, "--out", str(out), "--report", str(tmp_path / "r.json")])
    assert res.exit_code == 0, res.output
    assert "Test set written to" in res.output and "calls and" in res.output
    report = json.loads((tmp_path / "r.json").read_text())
    assert report["kept"] == 10 == len(out.read_text().splitlines())
    res = CliRunner().invoke(main, [*base, "--dry-run"])
    assert "already in the cache" in res.output
    assert f"0 calls to send, {dry['candidates']} already in the cache" in res.output


def test_a_killed_run_resumes_from_the_cache(tmp_path: Path) -> None:
    store = tmp_path / "store.db"
    env = {**os.environ, "RAGMETER_STORE": str(store)}
    with FakeOpenAIServer(latency=0.05) as srv:
        cmd = [sys.executable, "-m", "ragmeter.cli.main", "generate", str(CORPUS), "--n", "16", "--judge",
               "llm:fake", "--base-url", srv.url, "--out", str(tmp_path / "t.jsonl"), "-q"]  # fmt: skip
        proc = subprocess.Popen(cmd, env=env)
        deadline = time.monotonic() + 300  # a bound against a hang, not a speed check
        while srv.served < 10 and time.monotonic() < deadline:  # ten replies paid for
            time.sleep(0.02)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        killed_at = srv.calls
        assert killed_at >= 10 and not (tmp_path / "t.jsonl").exists()
        done = subprocess.run(cmd, env=env, timeout=120)
        assert done.returncode == 0
        resumed = srv.calls - killed_at
    with FakeOpenAIServer() as fresh:
        again = [*cmd[:10], fresh.url, "--out", str(tmp_path / "u.jsonl"), "-q"]
        clean = subprocess.run(again, env={**env, "RAGMETER_STORE": str(tmp_path / "other.db")}, timeout=120)
        assert clean.returncode == 0
        total = fresh.calls
    # the calls paid before the kill were not paid again (at most those in flight repeat)
    assert killed_at + resumed <= total + 10
    assert resumed <= total - 5  # most of the ten replies paid before the kill were reused
    assert (tmp_path / "t.jsonl").read_text() == (tmp_path / "u.jsonl").read_text()
