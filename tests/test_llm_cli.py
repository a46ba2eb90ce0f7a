"""``ragmeter eval/calibrate --judge llm:MODEL``: options, config file, dry run, errors."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from tests.conftest import EXAMPLES

from ragmeter.cli.main import main
from ragmeter.testing import FakeOpenAIServer

pytest.importorskip("openai")

CASES = str(EXAMPLES / "store_policy" / "cases.jsonl")
LABELLED = str(EXAMPLES / "store_policy" / "labelled.jsonl")
KEY = "sk-cli-secret-42424242"


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer(api_key=KEY) as srv:
        yield srv


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("RAGMETER_STORE", str(tmp_path / "store.db"))
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    return tmp_path


def run(*args: str) -> tuple[int, str]:
    """Exit code and output, with line wrapping undone."""
    res = CliRunner().invoke(main, list(args))
    return res.exit_code, " ".join(res.output.split())


def test_eval_with_llm_judge_writes_meta_and_never_the_key(server: FakeOpenAIServer, env: Path) -> None:
    out = env / "r.json"
    code, text = run("eval", CASES, "--judge", "llm:fake-model", "--base-url", server.url, "--json", str(out))
    assert code == 0, text
    assert "judge llm" in text
    assert "Judge calls: 6 (+0 from cache)" in text
    data = json.loads(out.read_text())
    judge = data["summary"]["judge"]
    assert judge["model"] == "fake-model"
    assert judge["prompt_version"] == "v1"
    assert judge["backend"]["base_url"] == server.url
    assert data["summary"]["usage"]["calls"] == 6
    claims = data["samples"][0]["scores"]["faithfulness"]["details"]["claims"]
    assert {"claim", "verdict", "reason"} <= set(claims[0])
    assert [s["diagnosis"] for s in data["samples"]] == [
        "pass",
        "fix_generation",
        "fix_retrieval",
        "correct_refusal",
    ]
    for f in env.iterdir():
        assert KEY.encode() not in f.read_bytes(), f
    assert KEY not in text
    # a second run is served from the cache
    code, text = run("eval", CASES, "--judge", "llm:fake-model", "--base-url", server.url)
    assert code == 0
    assert "Judge calls: 0 (+6 from cache)" in text
    assert server.calls == 6


def test_prices_give_a_cost(server: FakeOpenAIServer, env: Path) -> None:
    out = env / "r.json"
    code, text = run(
        "eval", CASES, "--judge", "llm:m", "--base-url", server.url, "--price-in", "1", "--price-out", "4",
        "--json", str(out), "--no-cache", "--no-store",
    )  # fmt: skip
    assert code == 0, text
    usage = json.loads(out.read_text())["summary"]["usage"]
    assert usage["cost_usd"] == pytest.approx((usage["prompt_tokens"] + 4 * usage["completion_tokens"]) / 1e6)
    assert "cost $" in text
    assert not (env / "store.db").exists()  # --no-cache (and --no-store) touched no database


def test_dry_run_sends_nothing_and_needs_no_key(env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY")
    out = env / "estimate.json"
    code, text = run("eval", CASES, "--judge", "llm:gpt-4o-mini", "--dry-run", "--json", str(out))
    assert code == 0, text
    assert "nothing was sent" in text
    est = json.loads(out.read_text())["dry_run"]
    assert est["samples"] == 4
    assert est["calls"] == 6  # what the run below really makes
    assert est["prompt_tokens"] > 1000
    assert not (env / "store.db").exists()


def test_dry_run_counts_cached_calls(server: FakeOpenAIServer, env: Path) -> None:
    assert run("eval", CASES, "--judge", "llm:m", "--base-url", server.url, "-q")[0] == 0
    out = env / "estimate.json"
    code, text = run("eval", CASES, "--judge", "llm:m", "--dry-run", "--json", str(out), "--price-in", "1")
    assert code == 0, text
    est = json.loads(out.read_text())["dry_run"]
    assert (est["calls"], est["cached_calls"], est["prompt_tokens"], est["cost_usd"]) == (0, 6, 0, 0.0)
    assert server.calls == 6


def test_dry_run_with_the_offline_judge(env: Path) -> None:
    code, text = run("eval", CASES, "--dry-run")
    assert code == 0
    assert "model calls: 0" in text


def test_config_file_sets_the_judge(server: FakeOpenAIServer, env: Path) -> None:
    cfg = env / "ragmeter.toml"
    cfg.write_text(
        f'[llm]\nmodel = "from-config"\nbase_url = "{server.url}"\nconcurrency = 3\ntimeout = 7\n'
        "max_retries = 1\nprice_in = 0.5\nprice_out = 1.5\nseed = false\n"
    )
    out = env / "r.json"
    code, text = run("eval", CASES, "--judge", "llm", "--config", str(cfg), "--json", str(out))
    assert code == 0, text
    judge = json.loads(out.read_text())["summary"]["judge"]
    assert (judge["model"], judge["concurrency"], judge["max_retries"], judge["seed"]) == (
        "from-config",
        3,
        1,
        None,
    )
    assert judge["backend"]["timeout_s"] == 7
    assert judge["prices_per_1m_tokens"] == {"in": 0.5, "out": 1.5}
    assert "seed" not in server.requests[0]["body"]
    # flags win over the file
    code, text = run("eval", CASES, "--judge", "llm:flag-model", "--config", str(cfg), "--json", str(out))
    assert json.loads(out.read_text())["summary"]["judge"]["model"] == "flag-model"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("[llm]\ntimeot = 3\n", "[llm] has no setting 'timeot'"),
        ('[llm]\ntimeout = "fast"\n', "[llm] timeout must be a number, got 'fast'"),
        ("[llm]\nconcurrency = 0\n", "concurrency must be an integer from 1 to 1024"),
        ("[other]\nx = 1\n", "no [llm] table"),
        ("[llm\n", "not valid TOML"),
    ],
)
def test_bad_config_is_one_line_and_exit_2(env: Path, content: str, message: str) -> None:
    cfg = env / "bad.toml"
    cfg.write_text(content)
    code, text = run("eval", CASES, "--judge", "llm:m", "--config", str(cfg))
    assert code == 2
    assert message in text
    assert str(cfg) in text
    assert "Traceback" not in text


def test_missing_key_for_openai_is_a_clear_error(env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY")
    code, text = run("eval", CASES, "--judge", "llm:gpt-4o-mini")
    assert code == 2
    assert "OPENAI_API_KEY is not set" in text


def test_named_key_variable_must_exist(
    server: FakeOpenAIServer, env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    code, text = run(
        "eval", CASES, "--judge", "llm:m", "--base-url", server.url, "--api-key-env", "MY_JUDGE_KEY"
    )
    assert code == 2
    assert "MY_JUDGE_KEY is not set" in text
    monkeypatch.setenv("MY_JUDGE_KEY", KEY)
    monkeypatch.delenv("OPENAI_API_KEY")
    code, text = run(
        "eval", CASES, "--judge", "llm:m", "--base-url", server.url, "--api-key-env", "MY_JUDGE_KEY"
    )
    assert code == 0, text


def test_local_server_needs_no_key(env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY")
    with FakeOpenAIServer() as srv:
        code, text = run("eval", CASES, "--judge", "llm:llama3.1:8b", "--base-url", srv.url, "-q")
        assert code == 0, text
        assert srv.requests[0]["body"]["model"] == "llama3.1:8b"


def test_wrong_key_is_one_line_without_the_key(
    server: FakeOpenAIServer, env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-not-the-right-one")
    code, text = run("eval", CASES, "--judge", "llm:m", "--base-url", server.url)
    assert code == 2
    assert "HTTP 401" in text
    assert "sk-not-the-right-one" not in text


def test_unknown_judge(env: Path) -> None:
    code, text = run("eval", CASES, "--judge", "gpt")
    assert code == 2
    assert "available: offline[:MODE][+e5|+char-ngram] or llm:MODEL[+e5|+embeddings=NAME]" in text


def test_calibrate_with_the_llm_judge(server: FakeOpenAIServer, env: Path) -> None:
    code, text = run("calibrate", LABELLED, "--judge", "llm:m", "--base-url", server.url)
    assert code == 0, text
    assert "Cohen's kappa" in text
    assert server.calls > 0


def test_store_flag_puts_the_cache_beside_the_run_history(server: FakeOpenAIServer, env: Path) -> None:
    db = env / "elsewhere.db"
    code, text = run("eval", CASES, "--judge", "llm:m", "--base-url", server.url, "--store", str(db), "-q")
    assert code == 0, text
    from ragmeter.judges.llm import CallCache

    assert len(CallCache(db)) == server.calls == 6
    assert not (env / "store.db").exists()
