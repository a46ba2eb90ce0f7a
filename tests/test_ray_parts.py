"""The Ray engine's parts that need no cluster: which files DATA names, how a shard is read
on a worker (located errors, record counts), what is refused before Ray starts, and that
Ray is imported only when a run starts."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

pytest.importorskip("pyarrow.fs", reason="pyarrow is not installed (the ray or parquet extra)")

import pyarrow.fs as pa_fs

import ragmeter
from ragmeter.cli.main import main
from ragmeter.distributed.inputs import resolve
from ragmeter.distributed.wire import END, ERROR, RECORD, decode_error
from ragmeter.errors import ConfigError, DataError

REC = {"id": "q1", "question": "Who?", "answer": "Ann.", "contexts": ["Ann did."]}


def lines(*records: dict[str, object]) -> str:
    return "".join(json.dumps(r) + "\n" for r in records)


def test_a_folder_a_glob_and_what_is_skipped(tmp_path: Path) -> None:
    root = tmp_path / "logs"
    (root / "day=2" / "_temporary").mkdir(parents=True)
    (root / "day=1").mkdir()
    (root / "day=2" / "b.jsonl").write_text(lines(REC))
    (root / "day=1" / "a.parquet").write_bytes(b"")
    (root / "day=1" / "c.ndjson").write_text(lines(REC))
    (root / "_SUCCESS").write_text("")
    (root / ".a.parquet.crc").write_text("")
    (root / "day=2" / "_temporary" / "half.jsonl").write_text("{")
    found = resolve(str(root))
    assert [s.name for s in found.shards] == [
        f"{root}/day=1/a.parquet",
        f"{root}/day=1/c.ndjson",
        f"{root}/day=2/b.jsonl",
    ]
    assert [s.fmt for s in found.shards] == ["parquet", "jsonl", "jsonl"] and found.local
    assert [s.name for s in resolve(f"{root}/**/*.jsonl").shards] == [f"{root}/day=2/b.jsonl"]
    assert [s.name for s in resolve(f"{root}/day=*/*.ndjson").shards] == [f"{root}/day=1/c.ndjson"]
    uri = resolve(f"file://{root}/**/*.jsonl")  # a URL goes through pyarrow's filesystems (s3://, gs:// ...)
    assert [s.name for s in uri.shards] == [f"file://{root}/day=2/b.jsonl"]
    assert [s.path for s in uri.shards] == [f"{root}/day=2/b.jsonl"]
    single = resolve(str(root / "day=2" / "b.jsonl"))
    assert len(single.shards) == 1 and single.shards[0].name == str(root / "day=2" / "b.jsonl")


@pytest.mark.parametrize(
    ("make", "data", "message"),
    [
        (lambda d: (d / "notes.txt").write_text("x"), "{d}", "notes.txt: not a data file"),
        (lambda d: (d / "a.jsonl.gz").write_bytes(b"\x1f\x8b"), "{d}", "compressed files are not read"),
        (lambda d: None, "{d}/missing", "file or folder not found"),
        (lambda d: None, "{d}/*.jsonl", r"no files match '\*\.jsonl'"),
        (lambda d: None, "{d}", "the folder holds no data files"),
    ],
    ids=["unknown file", "compressed", "missing", "empty glob", "empty folder"],
)
def test_what_cannot_be_read_is_named(tmp_path: Path, make: object, data: str, message: str) -> None:
    make(tmp_path)  # type: ignore[operator]
    with pytest.raises(DataError, match=message):
        resolve(data.format(d=tmp_path))


def test_a_shard_is_read_with_ragmeters_reader(tmp_path: Path) -> None:
    pytest.importorskip("ray.data", reason="the ray extra is not installed")
    from ragmeter.distributed.source import read_shard

    good = tmp_path / "good.jsonl"
    good.write_text(lines(REC, {**REC, "id": "q2"}) + "\n" + lines({"question": "no id"}))
    shard = resolve(str(good)).shards[0]
    rows = [
        r for block in read_shard(pa_fs.LocalFileSystem(), shard, 4, block_rows=2) for r in block.to_pylist()
    ]
    assert [(r["kind"], r["seq"], r["index"], r["line"]) for r in rows] == [
        (RECORD, 1, 1, 1),
        (RECORD, 2, 2, 2),
        (RECORD, 3, 3, 4),  # a blank line is skipped; the record keeps its line and index
        (END, 4, 3, None),
    ]
    assert all(r["part"] == 4 and r["source"] == str(good) for r in rows)
    assert pickle.loads(rows[2]["payload"]) == {"question": "no id"}

    bad = tmp_path / "bad.jsonl"
    bad.write_text(lines(REC) + '{"id": "q2", "question": NaN}\n')
    rows = [
        r
        for block in read_shard(pa_fs.LocalFileSystem(), resolve(str(bad)).shards[0], 0, 100)
        for r in block.to_pylist()
    ]
    assert [r["kind"] for r in rows] == [RECORD, ERROR]
    error = decode_error(rows[-1]["payload"])
    assert isinstance(error, DataError) and error.line == 2 and str(bad) in str(error)


def test_refused_before_ray_starts(tmp_path: Path) -> None:
    data = tmp_path / "d.jsonl"
    data.write_text(lines(REC))
    runner = CliRunner()
    for args, fragment in (
        (["--out", str(tmp_path / "o")], "--address, --batch-size and --out are options of --engine ray"),
        (["--engine", "ray", "--dry-run"], "--dry-run estimates on this machine"),
        (
            ["--engine", "ray", "--endpoint", "http://127.0.0.1:9/q"],
            "--system/--endpoint runs on this machine",
        ),
    ):
        res = runner.invoke(main, ["eval", str(data), "--no-store", *args])
        assert res.exit_code == 2 and fragment in res.output, (args, res.output)
    res = runner.invoke(main, ["eval", str(tmp_path), "--no-store"])
    assert res.exit_code == 2 and "a folder of shards is evaluated with --engine ray" in res.output
    with pytest.raises(ConfigError, match="engine='ray' reads files"):
        ragmeter.evaluate([REC], engine="ray")
    with pytest.raises(ConfigError, match="unknown engine 'spark'"):
        ragmeter.evaluate(str(data), engine="spark")
    with pytest.raises(ConfigError, match="options of engine='ray'"):
        ragmeter.evaluate(str(data), out=str(tmp_path / "o"))


def test_without_ray_the_extra_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "d.jsonl"
    data.write_text(lines(REC))
    monkeypatch.setitem(sys.modules, "ray", None)  # as if the extra were not installed
    res = CliRunner().invoke(main, ["eval", str(data), "--engine", "ray", "--no-store"])
    assert res.exit_code == 2 and "pip install 'ragmeter[ray]'" in res.output, res.output


def test_ray_is_imported_only_when_a_run_starts() -> None:
    code = "import sys, ragmeter, ragmeter.distributed, ragmeter.cli.main; print('ray' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_results_come_back_in_input_order_and_ids_are_checked(tmp_path: Path) -> None:
    """Workers finish in any order and Ray may deliver a manifest row twice (a retried
    task): the driver reads each results file once, in input order, and a repeated id is
    the error a run without Ray gives. Worker and driver code run here in-process."""
    pytest.importorskip("ray.data", reason="the ray extra is not installed")
    from ragmeter.distributed.collect import Collector
    from ragmeter.distributed.source import read_shard
    from ragmeter.distributed.work import BatchScorer, JudgeRecipe, ScoreTask
    from ragmeter.metrics import parse_metrics
    from ragmeter.runner import EvalConfig, score_sample

    ids = ["q0", "q1", "q2", "q3", "q4", "q5", "q6", "q2", "q8"]
    data = tmp_path / "d.jsonl"
    data.write_text(lines(*({**REC, "id": i} for i in ids)))
    fs, out = pa_fs.LocalFileSystem(), tmp_path / "out"
    out.mkdir()
    metrics = tuple(parse_metrics("faithfulness,hallucination"))
    task = ScoreTask("k", JudgeRecipe("offline"), metrics, EvalConfig(), score_sample, str(out), fs)
    scorer = BatchScorer(task)
    blocks = list(read_shard(fs, resolve(str(data)).shards[0], 0, block_rows=2))
    rows = [row for block in blocks for row in scorer(block).to_pylist()]
    assert [r["kind"] for r in rows] == ["file"] * 5 + ["end"]
    got: list[str] = []
    collector = Collector(1, fs, str(out), lambda r: got.append(r.id), [str(m) for m in metrics])
    for row in [*reversed(rows), rows[0], rows[2]]:  # any order, some twice
        collector.add(row)
    assert got == ids and collector.n == 9 and len(collector.files) == 5
    with pytest.raises(
        DataError, match=r"d\.jsonl, line 8, field 'id': duplicate id 'q2' \(first seen at line 3\)"
    ):
        collector.finish()
