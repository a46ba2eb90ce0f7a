"""An LLM judge endpoint that dies mid-run: how long a run takes and how many requests it
sends once every call fails (HTTP 500, or 429 with ``Retry-After: 1``), against the fake
server on 127.0.0.1 with the default retry settings (4 retries, backoff from 1 s).

    python benchmarks/dead_endpoint.py                 # 12 and 1,000 samples, 500 and 429
    python benchmarks/dead_endpoint.py --samples 12    # one size

The endpoint answers the first ``--healthy`` calls (default 6: three samples), then fails
every call. Before the circuit breaker, each sample went through its retries (12 samples:
60 requests); with it, the run stops sending about 10 s after the failures start, whatever
the number of samples. Runs the same against an older ragmeter (it uses no new API).
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

import ragmeter
from ragmeter.judges.llm import HTTPBackend, LLMConfig, LLMJudge
from ragmeter.testing import FakeOpenAIServer, Fault


def samples(n: int) -> list[dict[str, Any]]:
    return [
        {
            "id": f"q{i}",
            "question": f"How many days do I have to return item {i}?",
            "answer": f"Item {i} can be returned within 30 days.",
            "contexts": [f"Item {i} can be returned within 30 days of delivery."],
        }
        for i in range(n)
    ]


def one(n: int, fault: Fault, healthy: int) -> dict[str, Any]:
    with FakeOpenAIServer() as server:
        server.push(*[Fault.none()] * healthy, *[fault] * 100_000)
        judge = LLMJudge(HTTPBackend(server.url, "k", 60.0), LLMConfig(model="m"))
        t0 = time.perf_counter()
        try:
            run = ragmeter.evaluate(samples(n), metrics=["faithfulness"], judge=judge)
            outcome = dict(run.summary.metrics["faithfulness"].statuses)
        except ragmeter.RagmeterError as exc:
            outcome = {"stopped": str(exc)[:80]}
        wall = time.perf_counter() - t0
        return {
            "samples": n,
            "fault": fault.status,
            "requests": server.calls,
            "wall_s": round(wall, 1),
            **outcome,
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", type=int, nargs="*", default=[12, 1000])
    parser.add_argument("--healthy", type=int, default=6)
    args = parser.parse_args()
    print(f"ragmeter {ragmeter.__version__}\n")
    print("| samples | endpoint answers | requests | wall | statuses |")
    print("|---:|---|---:|---:|---|")
    for n in args.samples:
        for fault in (Fault.server_error(500), Fault.rate_limited(1.0)):
            r = one(n, fault, args.healthy)
            rest = {k: v for k, v in r.items() if k not in ("samples", "fault", "requests", "wall_s")}
            print(f"| {n} | HTTP {r['fault']} | {r['requests']} | {r['wall_s']} s | {json.dumps(rest)} |")


if __name__ == "__main__":
    main()
