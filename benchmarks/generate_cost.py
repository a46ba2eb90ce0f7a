"""Calls and tokens per kept record of `ragmeter generate`, against the fake OpenAI server
shipped in ragmeter.testing (a real HTTP server on 127.0.0.1 whose responder plays the
generator), with a fresh call cache for every run.

    python benchmarks/generate_cost.py [--n 20 50] [--ragas-python PATH]

RAGAS's test-set generator is the reference the issue asks for. It is compared only when
it can run here: it must import, and its default transforms count tokens with tiktoken,
whose encoding files are downloaded at run time (no network here). The script says which
check failed instead of printing a number it could not measure.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from ragmeter.judges.llm import CallCache, LLMConfig, LLMJudge, make_backend
from ragmeter.testing import FakeOpenAIServer
from ragmeter.testset import generate, load_corpus

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "examples" / "corpus"

RAGAS_PROBE = """
import json
out = {}
try:
    import ragas
    out["version"] = ragas.__version__
    from ragas.testset import TestsetGenerator  # noqa: F401
except Exception as exc:
    out["error"] = f"import failed: {type(exc).__name__}: {exc}"[:300]
else:
    try:
        import tiktoken
        tiktoken.get_encoding("o200k_base")
    except Exception as exc:
        out["error"] = ("its HeadlineSplitter counts tokens with tiktoken, whose o200k_base encoding "
                        f"is downloaded at run time: {type(exc).__name__}")
print(json.dumps(out))
"""


def ragmeter_run(n: int, corpus: Path) -> dict[str, Any]:
    with FakeOpenAIServer() as server, tempfile.TemporaryDirectory() as tmp:
        config = LLMConfig(model="fake", base_url=server.url, backend="http")
        judge = LLMJudge(make_backend(config, ""), config, cache=CallCache(Path(tmp) / "cache.db"))
        t0 = time.perf_counter()
        result = generate(corpus, n, judge=judge)
        wall = time.perf_counter() - t0
        judge.close()
        u = result.report["usage"]
        return {
            "corpus": corpus.name,
            "chunks": len(load_corpus(corpus).chunks),
            "requested": n,
            "kept": result.report["kept"],
            "calls": u["calls"],
            "server_requests": server.calls,
            "prompt_tokens": u["prompt_tokens"],
            "completion_tokens": u["completion_tokens"],
            "calls_per_kept": u["calls_per_kept"],
            "tokens_per_kept": u["tokens_per_kept"],
            "dropped": result.report["dropped"],
            "wall_s": round(wall, 2),
        }


def ragas_status(python: str) -> dict[str, Any]:
    try:
        done = subprocess.run([python, "-c", RAGAS_PROBE], capture_output=True, text=True, timeout=300)
        return dict(json.loads(done.stdout.strip().splitlines()[-1]))
    except (OSError, ValueError, IndexError, subprocess.TimeoutExpired) as exc:
        return {"error": f"could not run {python}: {type(exc).__name__}: {exc}"[:300]}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--n", type=int, nargs="+", default=[20, 50])
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--ragas-python", default=sys.executable, help="an interpreter with ragas installed")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    rows = [ragmeter_run(n, args.corpus) for n in args.n]
    print(f"{'n':>4} {'kept':>5} {'calls':>6} {'calls/kept':>11} {'tokens/kept':>12} {'wall s':>7}  drops")
    for r in rows:
        print(
            f"{r['requested']:>4} {r['kept']:>5} {r['calls']:>6} {r['calls_per_kept']:>11.2f} "
            f"{r['tokens_per_kept']:>12,.0f} {r['wall_s']:>7.2f}  {r['dropped']}"
        )
    ragas = ragas_status(args.ragas_python)
    if "error" in ragas:
        print(f"RAGAS {ragas.get('version', '')}: not compared: {ragas['error']}")
    else:
        print(f"RAGAS {ragas['version']} can run here: compare it with these figures on the same server")
    if args.json:
        args.json.write_text(json.dumps({"ragmeter": rows, "ragas": ragas}, indent=2) + "\n")


if __name__ == "__main__":
    main()
