"""``ragmeter retrieval``: trec_eval's output format, options and errors."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from ragmeter.cli.main import main


def run(*args: str) -> tuple[int, str, str]:
    res = CliRunner().invoke(main, ["retrieval", *args])
    return res.exit_code, res.stdout, res.stderr


def _lines(path: Path, names: set[str]) -> list[str]:
    return [line for line in path.read_text().splitlines() if line.split("\t")[0].strip() in names]


def test_output_is_byte_identical_to_trec_eval_lines(shared_data: Path) -> None:
    t = shared_data / "trec_eval" / "test"
    code, out, err = run(
        str(t / "qrels.test"),
        str(t / "results.test"),
        "-q",
        "-m",
        "num_ret",
        "-m",
        "map",
        "-m",
        "P.5,10",
        "-m",
        "ndcg_cut_10",
        "-m",
        "bpref",
    )
    assert code == 0, err
    names = {"num_ret", "map", "P_5", "P_10", "ndcg_cut_10", "bpref"}
    expected = _lines(t / "out.test.aq", names)
    # trec_eval prints its measures in its own order; compare query by query as sets
    assert sorted(out.splitlines()) == sorted(expected)
    assert len(expected) == 4 * len(names)


def test_complete_and_max_docs_options(shared_data: Path) -> None:
    t = shared_data / "trec_eval" / "test"
    names = {"map", "P_100", "num_rel_ret", "recall_1000"}
    args = ["-q", "-c", "-M", "100", "--extra-fields", *(x for n in sorted(names) for x in ("-m", n))]
    code, out, err = run(str(t / "qrels.test"), str(t / "results.trunc"), *args)
    assert code == 0
    assert err == ""
    assert sorted(out.splitlines()) == sorted(_lines(t / "out.test.aqcM", names))


def test_missing_queries_are_reported_and_json_written(shared_data: Path, tmp_path: Path) -> None:
    t = shared_data / "trec_eval" / "test"
    out_json = tmp_path / "r.json"
    code, out, err = run(
        str(t / "qrels.test"),
        str(t / "results.trunc"),
        "-m",
        "map",
        "--json",
        str(out_json),
        "--extra-fields",
    )
    assert code == 0
    # mean of trec_eval's 301 and 303 values (0.0324, 0.2723 in out.test.aqc); 0.1016 with -c
    assert out.strip() == "map                   \tall\t0.1523"
    assert "warning: 1 qrels query not in the run left out of the means ('302'); pass -c" in err
    data = json.loads(out_json.read_text())
    assert data["missing_queries"] == ["302"]
    assert data["num_queries"] == 2
    assert set(data["per_query"]) == {"301", "303"}


def test_rel_level_and_default_measures(shared_data: Path) -> None:
    t = shared_data / "trec_eval" / "test"
    code, out, _ = run(str(t / "qrels.rel_level"), str(t / "results.test"), "-l", "2")
    assert code == 0
    got = dict(line.split("\t")[0::2] for line in out.splitlines())
    assert got["map                   "] == "0.1667"  # trec_eval -l2 (generated_by_trec_eval_v10)
    assert got["num_ret               "] == "1500"


def test_bad_input_is_one_line_and_exit_2(tmp_path: Path) -> None:
    (tmp_path / "q").write_text("q 0 a 1\n")
    (tmp_path / "r").write_text("q Q0 a 1 0.5 r\nq Q0 b 2 NaN r\n")
    code, out, err = run(str(tmp_path / "q"), str(tmp_path / "r"))
    assert code == 2
    assert out == ""
    message = " ".join(err.split())  # one message (the console may wrap it at its width)
    assert message.startswith("error: ")
    assert "r, line 2, field 'score': score 'NaN' is not finite" in message
    assert "Traceback" not in err
    code, _, err = run(str(tmp_path / "q"), str(tmp_path / "nope"))
    assert code == 2
    assert "file not found" in err
    code, _, err = run(str(tmp_path / "q"), str(tmp_path / "q"), "-m", "nope@3")
    assert code == 2
    assert "unknown measure 'nope@3'" in err
