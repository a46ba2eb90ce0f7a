"""TREC files: the C reader (files.py) and the Python reader (inputs.py) accept the same
lines, refuse the same ones with the same located errors, and give the same numbers as
the same data given as dicts."""

from __future__ import annotations

import math
import os
import random
import shutil
import subprocess
import sys
import threading
from contextlib import nullcontext
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ragmeter.cli.main import main
from ragmeter.errors import DataError
from ragmeter.retrieval import evaluate, files, inputs, ranking
from ragmeter.retrieval.ranking import numpy_route

NAMES = ["map", "mrr", "ndcg@3", "precision@2", "recall@5", "r_precision", "bpref", "num_ret", "num_rel_ret"]
QRELS = "q1 0 a 1\nq1 0 b 0\nq2 0 c 2\n"
RUN = "q1 Q0 a 1 0.5 r\nq1 Q0 b 2 0.25 r\nq2 Q0 c 1 3 r\n"

needs_c = pytest.mark.skipif(not ranking.ACCELERATED, reason="the C module is not built")


def write(tmp_path: Path, qrels: str | bytes, run: str | bytes) -> tuple[Path, Path]:
    q, r = tmp_path / "qrels.txt", tmp_path / "run.txt"
    q.write_bytes(qrels.encode() if isinstance(qrels, str) else qrels)
    r.write_bytes(run.encode() if isinstance(run, str) else run)
    return q, r


def both_routes(qrels: Any, run: Any, names: list[str] = NAMES, **options: Any) -> Any:
    """Per-query values from the C reader and from the Python reader, which must agree."""
    fast = evaluate(qrels, run, names, per_query=True, **options)
    with numpy_route():
        slow = evaluate(qrels, run, names, per_query=True, **options)
    assert fast == slow
    return fast


def error_of(qrels: Any, run: Any, **options: Any) -> str:
    """The message of the DataError both readers raise (the same one)."""
    messages = []
    for route in (nullcontext, numpy_route):
        with route(), pytest.raises(DataError) as info:
            evaluate(qrels, run, ["map"], **options)
        messages.append(str(info.value))
    assert messages[0] == messages[1]
    return messages[0]


# ---------------------------------------------------------------------------- field counts


def test_a_run_line_needs_exactly_six_fields(tmp_path: Path) -> None:
    q, r = write(tmp_path, QRELS, RUN + "q2 Q0 d 2 1.0 r extra\n")
    message = error_of(q, r)
    assert message.startswith(f"{r}, line 4: expected 6 fields 'qid Q0 docid rank score run_name', got 7")
    assert "extra_fields=True" in message
    _, r5 = write(tmp_path, QRELS, "q1 Q0 a 1 0.5\n")
    assert error_of(q, r5) == f"{r5}, line 1: expected 6 fields 'qid Q0 docid rank score run_name', got 5"


def test_extra_fields_are_ignored_when_asked_as_trec_eval_does(tmp_path: Path) -> None:
    q, r = write(tmp_path, QRELS, RUN)
    plain = both_routes(q, r)
    junk = "".join(line + " more junk\tat end\n" for line in RUN.splitlines())
    _, rj = write(tmp_path, QRELS, junk)
    assert both_routes(q, rj, extra_fields=True) == plain
    _, r5 = write(tmp_path, QRELS, "q1 Q0 a 1 0.5\n")
    assert "expected at least 6 fields" in error_of(q, r5, extra_fields=True)


@pytest.mark.parametrize("line", ["q1 0 a\n", "q1 0 a 1 x\n"])
def test_a_qrels_line_needs_exactly_four_fields(tmp_path: Path, line: str) -> None:
    q, r = write(tmp_path, QRELS + line, RUN)
    n = len(line.split())
    assert error_of(q, r) == f"{q}, line 4: expected 4 fields 'qid iter docid grade', got {n}"


# ---------------------------------------------------------------------------- located errors


@pytest.mark.parametrize(
    ("score", "message"),
    [
        ("high", "score 'high' is not a number"),
        ("1_0", "score '1_0' is not a number"),
        ("0x10", "score '0x10' is not a number"),
        ("1e", "score '1e' is not a number"),
        ("١", "score '١' is not a number"),  # an Arabic-Indic digit: float() takes it as str, not here
        ("nan", "score 'nan' is not finite; NaN and inf cannot be ranked"),
        ("-Infinity", "score '-Infinity' is not finite"),
        ("1e999", "score '1e999' is not finite"),
    ],
)
def test_bad_scores_name_file_line_and_field(tmp_path: Path, score: str, message: str) -> None:
    q, r = write(tmp_path, QRELS, RUN + f"q2 Q0 d 2 {score} r\n")
    assert error_of(q, r).startswith(f"{r}, line 4, field 'score': {message}")


@pytest.mark.parametrize(
    ("grade", "message"),
    [
        ("x", "grade 'x' is not an integer"),
        ("1.5", "grade '1.5' is not an integer"),
        ("1_0", "grade '1_0' is not an integer"),
        ("2147483648", "grade '2147483648' is too large (at most 2147483647 in absolute value)"),
        ("-99999999999999999999", "grade '-99999999999999999999' is too large"),
    ],
)
def test_bad_and_huge_grades_name_file_line_and_field(tmp_path: Path, grade: str, message: str) -> None:
    q, r = write(tmp_path, QRELS + f"q3 0 z {grade}\n", RUN)
    assert error_of(q, r).startswith(f"{q}, line 4, field 'grade': {message}")


def test_grades_up_to_the_limit_are_read(tmp_path: Path) -> None:
    q, r = write(tmp_path, QRELS + "q1 0 d 2147483647\nq1 0 e -2147483647\n", RUN + "q1 Q0 d 3 9 r\n")
    assert both_routes(q, r, ["num_rel", "precision@1"])["q1"] == {"num_rel": 2.0, "precision@1": 1.0}


def test_duplicates_and_bad_text_are_located(tmp_path: Path) -> None:
    q, r = write(tmp_path, QRELS + "q2 0 c 0\n", RUN)
    assert error_of(q, r) == f"{q}, line 4: document 'c' judged twice for query 'q2'"
    q, r = write(tmp_path, QRELS, RUN + "q1 Q0 a 3 0.1 r\n")
    assert error_of(q, r) == f"{r}, line 4: document 'a' appears twice in the ranking of query 'q1'"
    # a query whose lines come back after another query's
    q, r = write(tmp_path, QRELS, RUN + "q1 Q0 x 3 0.1 r\nq1 Q0 b 4 0.1 r\n")
    assert error_of(q, r) == f"{r}, line 5: document 'b' appears twice in the ranking of query 'q1'"
    q, r = write(tmp_path, QRELS, RUN.encode() + b"q1 Q0 \xff 3 0.1 r\n")
    assert error_of(q, r) == f"{r}, line 4: not UTF-8 text"
    q, r = write(tmp_path, "", RUN)
    assert error_of(q, r) == f"{q}: no judgements (empty qrels)"
    q, r = write(tmp_path, QRELS, "# nothing\n")  # the error names the empty file
    assert error_of(q, r) == f"{r}: the run file holds no results (it is empty or only comments)"
    q, r = write(tmp_path, QRELS, "q9 Q0 a 1 0.5 r\n")
    assert error_of(q, r).startswith("no query is both in the qrels and in the run")
    assert error_of(tmp_path / "missing", r) == f"{tmp_path / 'missing'}: file not found"


def test_the_cli_exits_2_on_a_huge_grade_naming_file_and_line(tmp_path: Path) -> None:
    q, r = write(tmp_path, QRELS + "q1 0 d 99999999999\n", RUN)
    res = CliRunner().invoke(main, ["retrieval", str(q), str(r)])
    assert res.exit_code == 2
    message = " ".join(res.stderr.split())
    assert f"error: {q}, line 4, field 'grade': grade '99999999999' is too large" in message
    res = CliRunner().invoke(main, ["retrieval", str(q), str(r), "-m", "map", "--extra-fields"])
    assert res.exit_code == 2  # the grade is checked whatever the options


# ---------------------------------------------------------------------------- text rules


def test_separators_comments_crlf_and_a_last_line_without_newline(tmp_path: Path) -> None:
    qrels = "# judged\r\nq1\t0 a 1\r\n  q1 0 b\x0b0\r\n\r\nq2 0 c\x0c2"  # no final newline
    run = "q1 Q0 a 1 0.5 r\r\n#q1 Q0 z 1 9 r\n\t\nq1 Q0 b 2 .25 r\r\nq2 Q0 c 1 +3e0 r"
    q, r = write(tmp_path, qrels, run)
    (tmp_path / "plain").mkdir()
    q0, r0 = write(tmp_path / "plain", QRELS, RUN)
    assert both_routes(q, r) == both_routes(q0, r0)


def test_ids_are_split_on_ascii_whitespace_only(tmp_path: Path) -> None:
    # \x1c and a no-break space are parts of ids, as bytes.split() and trec_eval see them
    q, r = write(tmp_path, "q1 0 a\x1cb 1\nq1 0 c\u00a0d 1\n", "q1 Q0 a\x1cb 1 2 r\nq1 Q0 c\u00a0d 2 1 r\n")
    assert both_routes(q, r, ["num_rel_ret", "map"]) == {"q1": {"num_rel_ret": 2.0, "map": 1.0}}


def test_ties_are_broken_by_docid_descending_as_strings(tmp_path: Path) -> None:
    # equal scores written differently, ids of different lengths and non-ASCII ids
    run = "q Q0 d10 1 0.1 r\nq Q0 d9 2 1e-1 r\nq Q0 é 3 0.10000000000000000555 r\nq Q0 d 4 .1 r\n"
    q, r = write(tmp_path, "q 0 d10 1\nq 0 d 1\n", run)
    # order: é > d9 > d10 > d, so d10 ranks 3rd and d 4th
    assert both_routes(q, r, ["map"])["q"]["map"] == pytest.approx((1 / 3 + 2 / 4) / 2)


def test_small_chunks_split_lines_anywhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(3)
    run = "".join(
        f"q{i % 7} Q0 {'x' * rng.randint(1, 90)}{i} {i} {rng.random():.4f} run\n" for i in range(400)
    )
    qrels = "".join(f"q{i % 7} 0 {line.split()[2]} {i % 3}\n" for i, line in enumerate(run.splitlines()[::5]))
    q, r = write(tmp_path, qrels, run)
    expected = both_routes(q, r)
    monkeypatch.setattr(files, "_CHUNK", 64)  # shorter than some lines: the buffer grows
    monkeypatch.setattr(inputs, "_CHUNK", 64)
    assert both_routes(q, r) == expected


def test_scores_are_read_to_the_last_bit_as_float_reads_them(tmp_path: Path) -> None:
    # each query: a score as written, between the floats just above and below float()'s
    # value of it; read one bit off, it would tie with one of them and the docid would
    # move the judged document "2" from rank 2 (mrr 0.5) to rank 1 or 3
    rng = random.Random(11)
    texts = []
    for _ in range(3000):
        digits, x = rng.randint(1, 24), rng.random() * 10.0 ** rng.randint(-30, 30)
        texts.append(rng.choice([f"{x:.{digits}f}", f"{x:.{digits}e}", f"{x:.{digits}g}", str(int(x))]))
    texts += ["0.3", "1e23", "9007199254740993", "0.1e-22", "123456789012345678901234567890e-10"]
    run, qrels = [], []
    for i, text in enumerate(texts):
        value = float(text)
        up, down = math.nextafter(value, math.inf), math.nextafter(value, -math.inf)
        run.append(f"q{i} Q0 1 1 {up!r} r\nq{i} Q0 2 2 {text} r\nq{i} Q0 3 3 {down!r} r\n")
        qrels.append(f"q{i} 0 2 1\n")
    q, r = write(tmp_path, "".join(qrels), "".join(run))
    values = both_routes(q, r, ["mrr"])
    assert {v["mrr"] for v in values.values()} == {0.5}


# ---------------------------------------------------------------------------- pipes


def test_a_pipe_is_read_once(tmp_path: Path) -> None:
    if not Path("/dev/fd").exists():
        pytest.skip("no /dev/fd")
    q, r = write(tmp_path, QRELS, RUN)
    expected = evaluate(q, r, NAMES, per_query=True)
    for route in (nullcontext, numpy_route):
        read_end, write_end = os.pipe()
        writer = threading.Thread(target=lambda w=write_end: (os.write(w, RUN.encode()), os.close(w)))
        writer.start()
        try:
            with route():
                assert evaluate(q, f"/dev/fd/{read_end}", NAMES, per_query=True) == expected
        finally:
            writer.join()
            os.close(read_end)


def test_the_cli_reads_stdin_and_process_substitution(tmp_path: Path) -> None:
    q, r = write(tmp_path, QRELS, RUN)
    expected = CliRunner().invoke(main, ["retrieval", str(q), str(r), "-q"]).stdout
    res = CliRunner().invoke(main, ["retrieval", str(q), "-", "-q"], input=RUN.encode())
    assert res.exit_code == 0, res.stderr
    assert res.stdout == expected
    res = CliRunner().invoke(main, ["retrieval", "-", "-"], input=RUN.encode())
    assert res.exit_code == 2
    bash, exe = shutil.which("bash"), Path(sys.executable).with_name("ragmeter")
    if bash is None or not exe.exists():
        pytest.skip("no bash or no ragmeter script")
    out = subprocess.run(
        [bash, "-c", f"'{exe}' retrieval '{q}' <(cat '{r}') -q"], capture_output=True, text=True, check=True
    )
    assert out.stdout == expected


# ---------------------------------------------------------------------------- random data


@pytest.mark.parametrize("float32", [False, True])
def test_long_rankings_with_many_judged_and_tied_documents(tmp_path: Path, float32: bool) -> None:
    # more judged documents per ranking than the reader counts one by one: it sorts
    rng = random.Random(5)
    values = [
        rng.choice([1.0, 1.0 + 1e-9, 2.0, 0.5]) if rng.random() < 0.5 else rng.random() for _ in range(50)
    ]
    run = {f"q{q}": {f"d{rng.randint(0, 999)}": rng.choice(values) for _ in range(400)} for q in range(4)}
    qrels = {
        q: {d: rng.randint(0, 2) for d in list(docs)[::3]} | {"unretrieved": 1} for q, docs in run.items()
    }
    lines = [(q, d, s) for q, docs in run.items() for d, s in docs.items()]
    rng.shuffle(lines)
    q, r = write(
        tmp_path,
        "".join(f"{q} 0 {d} {g}\n" for q, judged in qrels.items() for d, g in judged.items()),
        "".join(f"{q} Q0 {d} 0 {s!r} r\n" for q, d, s in lines),
    )
    assert both_routes(q, r, float32=float32) == evaluate(qrels, run, NAMES, per_query=True, float32=float32)


def test_float32_rounds_beyond_its_range_as_numpy_does(tmp_path: Path) -> None:
    # 3.4028235e38 rounds down to float32's largest value, 3.4028236e38 up to inf
    scores = {"a": 3.4028234663852886e38, "b": 3.4028235e38, "c": 3.4028236e38, "d": 1e39}
    run = {"q": scores, "r": {k: -v for k, v in scores.items()}}
    qrels = {"q": {"a": 1, "c": 1}, "r": {"b": 1, "d": 1}}
    q, r = write(
        tmp_path,
        "".join(f"{q} 0 {d} {g}\n" for q, judged in qrels.items() for d, g in judged.items()),
        "".join(f"{q} Q0 {d} 0 {s!r} r\n" for q, docs in run.items() for d, s in docs.items()),
    )
    expected = evaluate(qrels, run, ["map", "mrr"], per_query=True, float32=True)
    assert both_routes(q, r, ["map", "mrr"], float32=True) == expected
    assert expected != evaluate(qrels, run, ["map", "mrr"], per_query=True)


@st.composite
def trec_data(draw: Any) -> tuple[dict[str, dict[str, int]], list[tuple[str, str, str]]]:
    """Qrels as dicts, and run lines (qid, docid, score as written) full of ties."""
    docs = ["d1", "d10", "d9", "D", "é", "d1é", "x" * 20, "a", "ab", "b"]
    formats = [repr, "{:.2f}".format, "{:.1e}".format, "{:.17g}".format, "{:.25f}".format]
    qrels: dict[str, dict[str, int]] = {}
    lines: list[tuple[str, str, str]] = []
    for qn in range(draw(st.integers(1, 4))):
        qid = f"q{qn}"
        qrels[qid] = draw(st.dictionaries(st.sampled_from(docs), st.integers(-1, 3), min_size=1, max_size=6))
        for doc in draw(st.lists(st.sampled_from(docs), unique=True, max_size=8)):
            value = draw(st.sampled_from([0.5, 1.0, 0.1, -0.0, 1e-30, 2.0**-1074, 1e300, 1 / 3]))
            value = value if draw(st.booleans()) else draw(st.floats(-4, 4, allow_nan=False))
            lines.append((qid, doc, draw(st.sampled_from(formats))(value)))
    return qrels, lines


OPTIONS = [{}, {"complete": True}, {"float32": True}, {"max_docs": 2}, {"rel_level": 2}, {"rel_level": 0}]


@pytest.mark.filterwarnings("ignore::ragmeter.retrieval.MissingQueriesWarning")
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=trec_data(), shuffle=st.booleans(), bpref=st.booleans(), options=st.sampled_from(OPTIONS))
def test_files_give_the_numbers_of_the_same_dicts(
    tmp_path: Path,
    data: tuple[dict[str, dict[str, int]], list[tuple[str, str, str]]],
    shuffle: bool,
    bpref: bool,
    options: dict[str, Any],
) -> None:
    # without bpref (or rel_level 0) the documents judged 0 are not looked up in the run
    names = NAMES if bpref else [n for n in NAMES if n != "bpref"]
    qrels, lines = data
    if shuffle:  # queries' lines interleaved
        random.Random(len(lines)).shuffle(lines)
    run: dict[str, dict[str, float]] = {}
    for qid, doc, text in lines:
        run.setdefault(qid, {})[doc] = float(text)
    qrels_text = "".join(f"{q} 0 {d} {g}\n" for q, judged in qrels.items() for d, g in judged.items())
    run_text = "".join(f"{q} Q0 {d} {i} {s} tag\n" for i, (q, d, s) in enumerate(lines))
    q, r = write(tmp_path, qrels_text, run_text)
    if not any(qid in run for qid in qrels):
        expected = "no query is both" if run else f"{r}: the run file holds no results"
        assert error_of(q, r).startswith(expected)
        return
    from_files = both_routes(q, r, names, **options)
    assert from_files == evaluate(qrels, run, names, per_query=True, **options)


@needs_c
def test_the_c_reader_is_used_for_two_files_where_built(tmp_path: Path) -> None:
    q, r = write(tmp_path, QRELS, RUN)
    assert files.rank_files(q, r) is not None
    with numpy_route():
        assert files.rank_files(q, r) is None
