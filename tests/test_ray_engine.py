"""``--engine ray`` in Ray's local mode (``ray.init(num_cpus=2)``, one instance for the
module): the same scores and summary as without Ray, a run the store, ``compare`` and
gates treat as any other, a bad record located, a worker killed mid-run losing nothing,
and the LLM judge's one limiter and one cache across the workers (against the fake
OpenAI server on 127.0.0.1)."""

from __future__ import annotations

import json
import os
import random
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

ray = pytest.importorskip("ray", reason="the ray extra is not installed (pip install 'ragmeter[ray]')")
pq = pytest.importorskip("pyarrow.parquet")

import ragmeter  # noqa: E402
from ragmeter.cli.main import main  # noqa: E402
from ragmeter.judges.llm import LLMConfig, LLMJudge  # noqa: E402
from ragmeter.store import Store  # noqa: E402
from ragmeter.testing import FakeOpenAIServer, Fault  # noqa: E402

KILLER = '''
import os, signal
from ragmeter.judges import BaseJudge
from ragmeter.judges.offline import OfflineJudge


class KillOnce(BaseJudge):
    """The offline judge, except that the first worker process to judge the question
    marked KILL kills itself with SIGKILL (and writes its pid in the sentinel first)."""

    name = "killonce"
    version = "1"

    def __init__(self, sentinel):
        self.sentinel = sentinel
        self.inner = OfflineJudge()

    def judge(self, task):
        if "KILL" in task.question and not os.path.exists(self.sentinel):
            with open(self.sentinel, "w") as fh:
                fh.write(str(os.getpid()))
            os.kill(os.getpid(), signal.SIGKILL)
        return self.inner.judge(task)

    def describe(self):
        return {"name": "killonce", "version": "1", "spec": f"killonce:{self.sentinel}"}


def make(arg, **options):
    return KillOnce(arg)
'''

FACTS = [
    "The museum in Lyon opened in {y}.",
    "The bridge in Cork was rebuilt in {y}.",
    "It employs {n} people.",
]


def record(i: int, rng: random.Random) -> dict[str, Any]:
    year, staff = rng.randint(1850, 2020), rng.randint(10, 900)
    facts = [f.format(y=year, n=staff) for f in FACTS]
    answer = facts[0] if i % 3 else facts[0].replace(str(year), str(year + 1))
    return {
        "id": f"q{i}",
        "question": f"When did the museum open? ({i})" + (" KILL" if i == 37 else ""),
        "answer": answer if i % 7 else "I don't know.",
        "contexts": [{"id": f"d{i}a", "text": " ".join(facts[:2])}, {"id": f"d{i}b", "text": facts[2]}],
        "reference": facts[0],
        "relevant_ids": [f"d{i}a"],
        "category": ["simple", "temporal"][i % 2],
    }


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Ray in local mode, with the ``killonce`` judge installed where workers find it."""
    site = tmp_path_factory.mktemp("site")
    (site / "killonce").mkdir()
    (site / "killonce" / "__init__.py").write_text(textwrap.dedent(KILLER))
    info = site / "killonce-1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: killonce\nVersion: 1\n")
    (info / "entry_points.txt").write_text("[ragmeter.judges]\nkillonce = killonce:make\n")
    old = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(site), old]))  # the workers'
    sys.path.insert(0, str(site))
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level="ERROR")
    try:
        yield site
    finally:
        ray.shutdown()
        sys.path.remove(str(site))
        sys.modules.pop("killonce", None)
        if old is None:
            os.environ.pop("PYTHONPATH", None)
        else:
            os.environ["PYTHONPATH"] = old


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """60 records: in one JSONL file, and as a folder of shards (two JSONL, one Parquet)."""
    rng = random.Random(18)
    records = [record(i, rng) for i in range(60)]
    root = tmp_path_factory.mktemp("data")
    whole = root / "all.jsonl"
    whole.write_text("".join(json.dumps(r) + "\n" for r in records))
    shards = root / "shards"
    shards.mkdir()
    (shards / "a-000.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records[:25]))
    (shards / "a-001.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records[25:40]))
    import pandas as pd

    pd.DataFrame(records[40:]).to_parquet(shards / "a-002.parquet")
    (shards / "_SUCCESS").write_text("")  # what Spark leaves beside its shards: skipped
    return {"whole": whole, "shards": shards}


def same_run(a: ragmeter.Run, b: ragmeter.Run) -> None:
    """Identical per-sample records and summaries, but for timing and the engine entry."""
    assert [json.dumps(r.to_dict()) for r in a.samples] == [json.dumps(r.to_dict()) for r in b.samples]
    da, db = a.summary.to_dict(), b.summary.to_dict()
    for key in ("started_at", "duration_s", "samples_per_s", "engine", "dataset"):
        da.pop(key, None)
        db.pop(key, None)
    assert da == db
    assert a.summary.dataset.fingerprint == b.summary.dataset.fingerprint


def test_shards_on_ray_score_as_one_file_without_ray(cluster: Path, data: dict[str, Path]) -> None:
    local = ragmeter.evaluate(str(data["whole"]))
    on_ray = ragmeter.evaluate(str(data["shards"]), engine="ray", batch_size=8)
    same_run(local, on_ray)
    engine = on_ray.summary.extra["engine"]
    assert engine["name"] == "ray" and engine["shards"] == 3 and engine["cpus"] == 2
    assert on_ray.summary.metrics["faithfulness"].n == 60


def test_cli_records_a_normal_run_with_parquet_beside_it(
    cluster: Path, data: dict[str, Path], tmp_path: Path
) -> None:
    store, out = tmp_path / "runs.db", tmp_path / "out"
    glob = str(data["shards"] / "*.jsonl")  # the two JSONL shards: records 0-39
    runner = CliRunner()
    args = [
        "--engine",
        "ray",
        "--out",
        str(out),
        "--batch-size",
        "16",
        "--store",
        str(store),
        "--label",
        "ray",
    ]
    res = runner.invoke(main, ["eval", glob, *args, "-q", "--fail-under", "faithfulness=0.99"])
    assert res.exit_code == 1, res.output  # the gate reads the summary as usual
    assert "gate failed: faithfulness" in res.output
    files = sorted(p.name for p in out.glob("samples-*.parquet"))
    table = pq.read_table([out / f for f in files])
    assert table.num_rows == 40 and table.column("id").to_pylist() == [f"q{i}" for i in range(40)]
    assert set(table.column("faithfulness_status").to_pylist()) <= {"ok", "not_applicable"}
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["files"] == files and manifest["summary"]["n_samples"] == 40
    head = tmp_path / "head.jsonl"  # the same 40 records, evaluated without Ray
    head.write_text("".join(data["whole"].read_text().splitlines(keepends=True)[:40]))
    assert (
        runner.invoke(main, ["eval", str(head), "--store", str(store), "--label", "local", "-q"]).exit_code
        == 0
    )
    res = runner.invoke(
        main, ["compare", "local", "ray", "--store", str(store), "--json", str(tmp_path / "c.json")]
    )
    assert res.exit_code == 0, res.output
    deltas = json.loads((tmp_path / "c.json").read_text())["metrics"]
    assert all(d["delta"] == 0 for d in deltas.values())  # identical scores, paired by id
    stored = Store(store).load_run("ray")
    assert stored.summary.extra["engine"]["out"] == str(out) and len(stored.samples) == 40


def test_a_bad_record_in_any_shard_is_located(cluster: Path, data: dict[str, Path], tmp_path: Path) -> None:
    shards = tmp_path / "bad"
    shards.mkdir()
    lines = data["whole"].read_text().splitlines(keepends=True)
    (shards / "p0.jsonl").write_text("".join(lines[:30]))
    broken = json.loads(lines[36])
    broken["contexts"] = [{"id": "x"}]  # a context without text
    (shards / "p1.jsonl").write_text("".join(lines[30:36]) + json.dumps(broken) + "\n" + "".join(lines[37:]))
    res = CliRunner().invoke(main, ["eval", str(shards), "--engine", "ray", "--no-store", "-q"])
    assert res.exit_code == 2, res.output
    assert f"{shards}/p1.jsonl, line 7, field 'contexts[0]" in res.output, res.output
    assert "Traceback" not in res.output and "Ray" not in res.output


CONVERSATIONS = Path(__file__).resolve().parents[1] / "examples" / "conversations" / "support.jsonl"
CONVERSATION_METRICS = (
    "faithfulness,knowledge_retention,conversation_relevancy,tool_call_accuracy,tool_call_f1"
)


@pytest.mark.parametrize("keep", [True, False], ids=["records", "light-rows"])
def test_conversations_on_ray_score_as_without_ray(cluster: Path, tmp_path: Path, keep: bool) -> None:
    """Each conversation record becomes its turn samples on the worker (a record's turns
    share its place, so they stay together and in order across results files); the
    per-conversation summary is built on the driver, from the full records or from the
    light rows alike."""
    shards = tmp_path / "convs"
    shards.mkdir()
    lines = CONVERSATIONS.read_text(encoding="utf-8").splitlines(keepends=True)
    plain = json.dumps({"id": "solo", "question": "When does it open?", "answer": "At 9 am."}) + "\n"
    (shards / "a-000.jsonl").write_text(lines[0] + plain + lines[1])
    (shards / "a-001.jsonl").write_text(lines[2])
    whole = tmp_path / "all.jsonl"
    whole.write_text(lines[0] + plain + lines[1] + lines[2])
    local = ragmeter.evaluate(str(whole), metrics=CONVERSATION_METRICS)
    on_ray = ragmeter.evaluate(
        str(shards), metrics=CONVERSATION_METRICS, engine="ray", batch_size=1, keep_samples=keep
    )
    if keep:
        same_run(local, on_ray)
    else:
        da, db = local.summary.to_dict(), on_ray.summary.to_dict()
        for key in ("started_at", "duration_s", "samples_per_s", "engine", "dataset"):
            da.pop(key, None)
            db.pop(key, None)
        assert da == db
    conversations = on_ray.summary.extra["conversations"]
    assert conversations["n_conversations"] == 3 and conversations["n_turns"] == 5
    assert conversations["items"]["renew"]["metrics"]["knowledge_retention"] == 0.5
    assert on_ray.summary.n_samples == 6


def test_a_jury_on_ray_reports_its_agreement(cluster: Path) -> None:
    judge = "jury:offline,offline:lexical"
    local = ragmeter.evaluate(str(CONVERSATIONS), metrics="faithfulness", judge=judge)
    on_ray = ragmeter.evaluate(str(CONVERSATIONS), metrics="faithfulness", judge=judge, engine="ray")
    same_run(local, on_ray)
    assert on_ray.summary.extra["jury"]["metrics"]["faithfulness"]["claims"] > 0


def test_a_bad_turn_on_ray_is_located(cluster: Path, tmp_path: Path) -> None:
    path = tmp_path / "conv.jsonl"
    turns = [{"role": "user", "content": "q?"}, {"role": "robot", "content": "a"}]
    path.write_text(
        json.dumps({"id": "q0", "question": "q", "answer": "a"})
        + "\n"
        + json.dumps({"id": "c1", "turns": turns})
        + "\n"
    )
    res = CliRunner().invoke(main, ["eval", str(path), "--engine", "ray", "--no-store", "-q"])
    assert res.exit_code == 2, res.output
    text = " ".join(res.output.split())
    assert f"{path}, line 2, field 'turns[1].role'" in text, text
    assert "Traceback" not in text


def test_a_worker_killed_mid_run_loses_no_sample(
    cluster: Path, data: dict[str, Path], tmp_path: Path
) -> None:
    sentinel, out = tmp_path / "killed", tmp_path / "out"
    run = ragmeter.evaluate(  # keep_samples=False: the summary from the light columns
        str(data["whole"]),
        judge=f"killonce:{sentinel}",
        engine="ray",
        batch_size=8,
        out=str(out),
        keep_samples=False,
    )
    assert sentinel.exists()  # a worker process died with SIGKILL on sample q37, mid-run
    table = pq.read_table(sorted(out.glob("samples-*.parquet")))
    assert table.column("id").to_pylist() == [f"q{i}" for i in range(60)]  # each once, in order
    local = ragmeter.evaluate(str(data["whole"]), keep_samples=False)
    a, b = run.summary.to_dict(), local.summary.to_dict()
    for key in ("n_samples", "metrics", "diagnosis", "categories", "refusals", "usage"):
        assert a[key] == b[key], key
    assert a["dataset"]["fingerprint"] == b["dataset"]["fingerprint"]


def test_llm_judge_one_limiter_and_one_cache_across_workers(
    cluster: Path, data: dict[str, Path], tmp_path: Path
) -> None:
    cache = tmp_path / "calls.db"
    shard = tmp_path / "twelve.jsonl"
    shard.write_text("".join(data["whole"].read_text().splitlines(keepends=True)[:12]))
    with FakeOpenAIServer(latency=0.05) as server:
        server.push(Fault.rate_limited(retry_after=0.1))
        config = LLMConfig(
            model="fake", base_url=server.url, concurrency=2, cache_path=str(cache), timeout=20
        )
        first = ragmeter.evaluate(str(shard), judge=LLMJudge.from_config(config), engine="ray", workers=2)
        paid = server.calls
        # two actors with three threads each, yet never more than 2 calls at the server
        assert first.summary.extra["engine"]["workers"] == 2
        assert server.peak_in_flight <= 2 and first.summary.extra["engine"]["limiter"]["peak"] <= 2
        endpoint = first.summary.usage.endpoint
        assert endpoint["rate_limited"] == 1 and endpoint["concurrency_decreases"] == 1  # one AIMD, global
        assert first.summary.usage.calls == paid - 1  # the 429 was retried
        again = ragmeter.evaluate(str(shard), judge=LLMJudge.from_config(config), engine="ray", workers=2)
        assert server.calls == paid  # every reply from the one cache: a 100% hit rate
        assert (
            again.summary.usage.cached_calls == first.summary.usage.calls and again.summary.usage.calls == 0
        )
        local = ragmeter.evaluate(str(shard), judge=LLMJudge.from_config(config))
        assert server.calls == paid  # the cache Ray filled is the one a run without Ray reads
    assert [r.to_dict() for r in again.samples] == [r.to_dict() for r in local.samples]
    assert [r.to_dict() for r in first.samples] == [r.to_dict() for r in local.samples]
