"""Golden outputs of the bundled example: what ``tests/test_golden_outputs.py`` compares.

Every report ragmeter writes for ``examples/store_policy`` (eval's JSON, CSV, Markdown,
HTML and terminal text; compare and report over files and over the store; runs show and
list) is produced in-process through the CLI, normalised (run ids, times, durations, the
temporary folder, the inlined plotly.js) and compared byte for byte with the files in
``tests/golden/files/``.

When a change is *meant* to change an output (the offline judge's verdicts, a new
report line), regenerate the files and review the diff like any other change::

    python tests/golden/capture.py            # writes tests/golden/files/
    git diff tests/golden/files/

The script uses the ``ragmeter`` it imports, so ``PYTHONPATH=/path/to/other/src`` captures
another version's outputs (that is how the first files were taken, before the refactor
that introduced ``ragmeter.types``).
"""

from __future__ import annotations

import os
import re
import shutil
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

HERE = Path(__file__).resolve().parent
FILES = HERE / "files"
ROOT = HERE.parents[1]
EXAMPLE = ROOT / "examples" / "store_policy"

# Every output file, by the name it has under files/ (terminal text ends in .txt).
_V1 = "examples/store_policy/cases.jsonl"
_V2 = "examples/store_policy/cases_v2.jsonl"
_RETRIEVAL = "context_recall,recall@2,precision@1,mrr,map,ndcg@3,hit_rate@1,r_precision"


def _commands(o: str) -> list[tuple[str, list[str]]]:
    """(name of the terminal output, argv) in the order they run; ``o`` is the output folder."""

    def reports(stem: str) -> list[str]:
        return ["--json", f"{o}/{stem}.json", "--csv", f"{o}/{stem}.csv", "--markdown", f"{o}/{stem}.md"] + (
            ["--html", f"{o}/{stem}.html"] if _has_html() else []
        )

    store = ["--store", f"{o}/runs.db"]
    return [
        ("eval", ["eval", _V1, "--no-store", *reports("eval")]),
        ("eval_v2", ["eval", _V2, "--no-store", *reports("eval_v2")]),
        ("eval_rules", ["eval", _V1, "--no-store", "--judge", "offline:rules", *reports("eval_rules")]),
        ("eval_retrieval", ["eval", _V1, "--no-store", "--metrics", _RETRIEVAL, *reports("eval_retrieval")]),
        (
            "compare",
            [
                "compare",
                f"{o}/eval.json",
                f"{o}/eval_v2.json",
                "--json",
                f"{o}/compare.json",
                "--markdown",
                f"{o}/compare.md",
            ],
        ),
        ("store_v1", ["eval", _V1, *store, "--label", "v1", "--no-cases"]),
        ("store_v2", ["eval", _V2, *store, "--label", "v2", "--no-cases"]),
        (
            "runs_show",
            [
                "runs",
                "show",
                "v2",
                *store,
                "--json",
                f"{o}/runs_show.json",
                "--markdown",
                f"{o}/runs_show.md",
            ],
        ),
        ("runs_list", ["runs", "list", *store]),
        ("runs_list_json", ["runs", "list", "--json", *store]),
        (
            "store_compare",
            [
                "compare",
                "v1",
                "v2",
                *store,
                "--json",
                f"{o}/store_compare.json",
                "--markdown",
                f"{o}/store_compare.md",
            ],
        ),
    ] + (
        [
            (
                "report",
                ["report", f"{o}/eval_v2.json", "--compare", f"{o}/eval.json", "--html", f"{o}/report.html"],
            ),
            ("store_report", ["report", "v2", "--compare", "v1", *store, "--html", f"{o}/store_report.html"]),
        ]
        if _has_html()
        else []
    )


def _has_html() -> bool:
    from importlib.util import find_spec

    return find_spec("jinja2") is not None and find_spec("plotly") is not None


_PLOTLY = re.compile(r"(<script>)\s*/\*\*\s*\* plotly\.js v[\d.]+.*?(</script>)", re.S)
_SUBS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"\d{8}T\d{9}-[0-9a-f]{4}"), "<run-id>"),
    (re.compile(r"\(\d{8}T\d{1,9}\)"), "(<run-id>)"),  # an id shortened beside a label
    (re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(\+00:00|Z)?"), "<time>"),
    (re.compile(r'("(?:duration_s|samples_per_s)": )[-0-9.e+]+'), r"\1<n>"),
    (re.compile(r"(&#34;|\\u0022)(duration_s|samples_per_s)\1: [-0-9.e+]+"), r"\1\2\1: <n>"),
    (re.compile(r"(·|&middot;) \d+(\.\d+)?( ?)s\b"), r"\1 <s>\3s"),
    (re.compile(r'("git_commit": )"[0-9a-f]{40}"'), r"\1<commit>"),
    (re.compile(r'("git_dirty": )(true|false)'), r"\1<dirty>"),
]


def normalise(text: str, out_dir: str) -> str:
    """Remove what differs between two runs of the same version: ids, times, durations,
    the output folder, the 4.8 MB of inlined plotly.js (the plotly package's, not ours)."""
    text = _PLOTLY.sub(r"\1<plotly.js>\2", text)
    text = text.replace(out_dir, "<OUT>")
    for pattern, repl in _SUBS:
        text = pattern.sub(repl, text)
    return text


@contextmanager
def _cwd(path: str) -> Iterator[None]:
    old = os.getcwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(old)


def produce() -> dict[str, str]:
    """Run every command on a copy of the example; return ``{file name: normalised text}``."""
    from click.testing import CliRunner

    from ragmeter.cli.main import main

    # a fixed-length folder name, so terminal layout (which wraps paths) never depends on it;
    # outside any git work tree, so runs record no commit
    work = tempfile.mkdtemp(prefix="rgold-")
    try:
        shutil.copytree(EXAMPLE, Path(work, "examples", "store_policy"))
        out = Path(work, "out")
        out.mkdir()
        o = str(out)
        env = {"COLUMNS": "160", "RAGMETER_STORE": f"{work}/default.db", "NO_COLOR": "1", "TERM": "dumb"}
        got: dict[str, str] = {}
        with _cwd(work):
            runner = CliRunner(env=env)
            for name, argv in _commands(o):
                res = runner.invoke(main, argv, catch_exceptions=False)
                if res.exit_code != 0:
                    raise RuntimeError(f"ragmeter {' '.join(argv)} -> exit {res.exit_code}:\n{res.output}")
                got[f"{name}.txt"] = normalise(res.output, o)
        for p in sorted(out.iterdir()):
            if p.suffix != ".db" and not p.name.startswith("runs.db"):
                got[p.name] = normalise(p.read_bytes().decode("utf-8"), o)
        return got
    finally:
        shutil.rmtree(work, ignore_errors=True)


def expected() -> dict[str, str]:
    """The stored golden files."""
    return {p.name: p.read_bytes().decode("utf-8") for p in sorted(FILES.iterdir()) if p.is_file()}


def write(files: dict[str, str]) -> None:
    if FILES.exists():
        shutil.rmtree(FILES)
    FILES.mkdir(parents=True)
    for name, text in files.items():
        (FILES / name).write_bytes(text.encode("utf-8"))


if __name__ == "__main__":
    if not _has_html():
        sys.exit("install the html extra first: the golden files include the HTML reports")
    write(produce())
    print(f"wrote {len(list(FILES.iterdir()))} files to {FILES}")
