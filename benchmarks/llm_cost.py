"""LLM judge benchmark against the local fake Chat Completions server: no network, no key.

    python benchmarks/llm_cost.py            # the three parts below
    python benchmarks/llm_cost.py --quick    # smaller runs

1. Calls and tokens per sample for the 4 core metrics (faithfulness, answer_relevancy,
   context_precision, context_recall) at k = 1, 5, 10, 20 contexts, beside the RAGAS
   formula k + 4 (one call per context for its context precision).
2. Speed-up of a cached rerun: the same data judged again from the SQLite call cache.
3. Throughput at concurrency 32 against a server that answers after 50 ms, as a share
   of the ideal 32 / 0.05 s = 640 calls/s, through each transport: the standard-library
   client (what ``backend = "auto"`` uses for an ``http://`` URL such as a local vLLM or
   Ollama server) and the openai SDK; then through an in-process backend that sleeps
   50 ms (the runner, limiter, judge and cache without any HTTP client).
4. Client CPU per call: the openai SDK's typed route, its raw route (the ``openai``
   backend) and the standard-library client (the ``http`` backend).
5. Two runs of the same data started together on one store (two judges with their own
   database connections): calls made, and calls one run waited for instead of making.

Every call goes through the real path: LLMJudge -> LLMClient (cache, retries, AIMD) ->
a backend over HTTP (the default ``auto`` transport unless a part says otherwise).
Token counts are the fake server's estimate (about 4 characters per token), the same
for every k. Parts 2 and 3 run the server in
its own process with a canned reply, so the client's numbers are not the server's CPU.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import ragmeter
from ragmeter.judges.llm import (
    CallCache,
    ChatReply,
    ChatRequest,
    HTTPBackend,
    LLMConfig,
    LLMJudge,
    OpenAIBackend,
    make_backend,
)
from ragmeter.testing import FakeOpenAIServer, Reply

CORE = ["faithfulness", "answer_relevancy", "context_precision", "context_recall"]
NO_CI = ragmeter.EvalConfig(ci_resamples=0)


def make_samples(n: int, k: int, start: int = 0) -> list[dict[str, Any]]:
    """Support-desk cases: a 3-sentence answer, a 2-sentence reference, k passages of
    about 60 words each (one relevant passage first)."""
    out = []
    for i in range(start, start + n):
        passages = [
            f"Policy note {j} for product line {i}: customers may return unused items within "
            f"{20 + j} days of delivery when the original packaging is intact. Refunds are sent to "
            f"the original payment method within {3 + j % 5} business days after the warehouse "
            f"inspects the parcel. Opened software, gift cards and custom orders are excluded, and "
            f"a restocking fee of {5 + j}% applies to oversized furniture."
            for j in range(k)
        ]
        out.append(
            {
                "id": f"s{i}",
                "question": f"How long do I have to return an item from product line {i}?",
                "answer": f"Items from product line {i} can be returned within 20 days of delivery. "
                "Refunds are sent to the original payment method within 3 business days. "
                "Return shipping is always free.",
                "reference": f"Unused items from product line {i} can be returned within 20 days of "
                "delivery. Refunds take 3 business days.",
                "contexts": passages,
            }
        )
    return out


def canned(body: Mapping[str, Any]) -> Reply:
    """A valid reply computed from the schema alone (one claim per list, all supported)."""
    schema = body["response_format"]["json_schema"]
    props = schema["schema"]["properties"]
    if schema["name"] == "ragmeter_decompose":
        fill = {
            "noncommittal": False,
            "answer_claims": ["Items can be returned within 20 days."],
            "reference_claims": ["Unused items can be returned within 20 days of delivery."],
            "questions": ["How long is the return window?"],
        }
        return Reply({name: fill[name] for name in props})
    row = {"id": 1, "reason": "stated in context 1", "evidence": "within 20 days", "supported_by": [1]}
    out = {}
    for table in props:
        entry = dict(row) if table.endswith("_vs_contexts") else {"id": 1, "reason": "stated"}
        entry["verdict"] = "supported"
        out[table] = [entry]
    return Reply(out)


def serve(latency: float) -> None:
    server = FakeOpenAIServer(responder=canned, latency=latency)
    print(server.url, flush=True)
    server.serve_forever()


@contextmanager
def server_process(latency: float) -> Iterator[tuple[str, int]]:
    cmd = [sys.executable, __file__, "--serve", "--latency", str(latency)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        yield proc.stdout.readline().strip(), proc.pid
    finally:
        proc.terminate()
        proc.wait()


def judge_for(
    url: str, *, concurrency: int = 8, cache: CallCache | None = None, backend: str = "auto"
) -> LLMJudge:
    config = LLMConfig(model="bench-model", base_url=url, concurrency=concurrency, backend=backend)
    return LLMJudge(make_backend(config, "sk-bench"), config, cache=cache)


def part1(n: int) -> None:
    print("## 1. Calls and tokens per sample, 4 core metrics\n")
    print("| k | ragmeter calls/sample | RAGAS calls/sample (k+4) | tokens in/sample | tokens out/sample |")
    print("|---:|---:|---:|---:|---:|")
    with FakeOpenAIServer() as server:  # the plausible-judge responder
        for k in (1, 5, 10, 20):
            judge = judge_for(server.url)
            before = server.calls
            result = ragmeter.evaluate(make_samples(n, k), metrics=CORE, judge=judge, config=NO_CI)
            usage = result.summary.usage.to_dict()
            assert usage["calls"] == server.calls - before
            bad = [r.id for r in result.samples for s in r.scores.values() if s.status.value != "ok"]
            assert not bad, bad
            print(
                f"| {k} | {usage['calls'] / n:.2f} | {k + 4} | {usage['prompt_tokens'] / n:,.0f} "
                f"| {usage['completion_tokens'] / n:,.0f} |"
            )
        config = LLMConfig(model="bench-model", base_url=server.url, embeddings_model="bench-embeddings")
        judge = LLMJudge(make_backend(config, "sk-bench"), config)
        result = ragmeter.evaluate(make_samples(n, 5), metrics=CORE, judge=judge, config=NO_CI)
        calls = result.summary.usage.calls
        print(
            f"\nWith an embeddings model for answer relevancy (`--embeddings-model`): {calls / n:.2f} calls "
            "per sample at k = 5 (one `/embeddings` call beside the two chat calls; its tokens are not "
            "counted in the chat tokens above)."
        )
    print()


def timed_run(data: list[dict[str, Any]], judge: LLMJudge) -> tuple[float, dict[str, Any]]:
    t0 = time.perf_counter()
    result = ragmeter.evaluate(data, metrics=CORE, judge=judge)  # default config (bootstrap CIs)
    return time.perf_counter() - t0, result.summary.usage.to_dict()


def part2(n: int, latencies: list[float]) -> None:
    print("## 2. Cached rerun\n")
    print(f"{n} samples, k = 5, concurrency 8, default config (bootstrap CIs included).\n")
    print("| server latency | first run | cached rerun | calls in rerun | speed-up |")
    print("|---:|---:|---:|---:|---:|")
    data = make_samples(n, 5)
    for latency in latencies:
        with server_process(latency) as (url, _pid), tempfile.TemporaryDirectory() as tmp:
            db = Path(tmp) / "store.db"
            judge_for(url)  # imports the SDK outside the timing
            first, u1 = timed_run(data, judge_for(url, cache=CallCache(db)))
            second, u2 = timed_run(data, judge_for(url, cache=CallCache(db)))
            assert u1["calls"] == 2 * n
            assert u2["calls"] == 0
            assert u2["cached_calls"] == 2 * n
            print(
                f"| {latency * 1000:.0f} ms | {first:.2f} s | {second * 1000:.0f} ms | {u2['calls']} "
                f"| {first / second:.0f}x |"
            )
    print()


class SleepingBackend:
    """The fake server's canned replies in-process after a fixed sleep: what the runner,
    the limiter, the judge and the cache cost without the HTTP client's CPU."""

    def __init__(self, latency: float) -> None:
        self.latency = latency

    def describe(self) -> dict[str, Any]:
        return {"kind": "sleeping"}

    def complete(self, request: ChatRequest) -> ChatReply:
        time.sleep(self.latency)
        reply = canned(request.payload())
        return ChatReply(reply.text(), prompt_tokens=1000, completion_tokens=100)


def _throughput(judge: LLMJudge, n: int, start: int, server_pid: int | None) -> tuple[float, float, float]:
    """calls/s, client CPU ms per call, server CPU ms per call (0 without a server)."""
    import psutil

    server = psutil.Process(server_pid) if server_pid else None
    data = make_samples(n, 5, start=start)  # nothing in common with earlier runs
    s0 = server.cpu_times() if server else None
    c0, t0 = time.process_time(), time.perf_counter()
    result = ragmeter.evaluate(data, metrics=CORE, judge=judge, config=NO_CI)
    wall, c1 = time.perf_counter() - t0, time.process_time()
    calls = result.summary.usage.calls
    assert calls == 2 * n, result.summary.usage.to_dict()
    server_ms = 0.0
    if server is not None and s0 is not None:
        s1 = server.cpu_times()
        server_ms = ((s1.user + s1.system) - (s0.user + s0.system)) / calls * 1000
    return calls / wall, (c1 - c0) / calls * 1000, server_ms


def part3(n: int, repeats: int, concurrency: int = 32, latency: float = 0.05) -> None:
    ideal = concurrency / latency
    print("## 3. Throughput\n")
    print(
        f"{n} samples ({2 * n} calls) per run, concurrency {concurrency}, {latency * 1000:.0f} ms per call, "
        f"cache on; ideal {ideal:.0f} calls/s. Load average before: {os.getloadavg()[0]:.1f} "
        f"on {os.cpu_count()} CPUs.\n"
    )
    print("| path | run | calls/s | share of ideal | client CPU/call | server CPU/call |")
    print("|---|---:|---:|---:|---:|---:|")
    transports = {"http": "HTTP, standard-library client (auto)", "openai": "HTTP, openai SDK"}
    with tempfile.TemporaryDirectory() as tmp:
        with server_process(latency) as (url, pid):
            for offset, (kind, label) in enumerate(transports.items()):
                cache = CallCache(Path(tmp) / f"{kind}.db")
                judge = judge_for(url, concurrency=concurrency, cache=cache, backend=kind)
                warm = make_samples(2 * concurrency, 5, start=900_000 + 1000 * offset)
                ragmeter.evaluate(warm, metrics=CORE, judge=judge, config=NO_CI)
                for run in range(repeats):
                    rate, client, server = _throughput(judge, n, 100_000 * (offset + 1) + 10_000 * run, pid)
                    print(
                        f"| {label} | {run + 1} | {rate:.0f} | {rate / ideal:.0%} | {client:.2f} ms "
                        f"| {server:.2f} ms |"
                    )
        config = LLMConfig(model="bench-model", concurrency=concurrency)
        judge = LLMJudge(SleepingBackend(latency), config, cache=CallCache(Path(tmp) / "local.db"))
        for run in range(repeats):
            rate, client, _ = _throughput(judge, n, 10_000 * (run + 1), None)
            print(
                f"| in-process backend | {run + 1} | {rate:.0f} | {rate / ideal:.0%} | {client:.2f} ms | - |"
            )
    print()


def part4(n: int) -> None:
    """Client CPU of one call: the SDK's typed create(), the SDK's raw route (what the
    ``openai`` backend uses) and the standard-library client (the ``http`` backend)."""
    import httpx
    import openai

    from ragmeter.datasets import sample_from_record
    from ragmeter.runner import judge_task

    task = judge_task(sample_from_record(make_samples(1, 5)[0], 1), [ragmeter.parse_metric(m) for m in CORE])
    assert task is not None
    from ragmeter.judges.llm.tables import decompose_input, decompose_schema, plan_for

    plan = plan_for(task)
    judge = judge_for("http://127.0.0.1:1/v1")
    payload = judge.build_request("decompose", decompose_input(task, plan), decompose_schema(plan)).payload()
    print("## 4. Client CPU per call, sequential, server in its own process\n")
    print("| route | client CPU/call | wall/call |")
    print("|---|---:|---:|")
    with server_process(0.0) as (url, _pid):
        client = openai.OpenAI(base_url=url, api_key="sk-bench", max_retries=0)
        sdk = OpenAIBackend(url, "sk-bench", 60.0)
        lean = HTTPBackend(url, "sk-bench", 60.0)
        request = judge.build_request("decompose", decompose_input(task, plan), decompose_schema(plan))
        parts = urlsplit(url)
        plain = http.client.HTTPConnection(parts.hostname or "", parts.port)
        body = json.dumps(payload).encode()
        headers = {"Content-Type": "application/json", "Authorization": "Bearer sk-bench"}

        def stdlib() -> Any:  # the standard library's client, for reference (no deadline, no cap)
            plain.request("POST", parts.path + "/chat/completions", body=body, headers=headers)
            return json.loads(plain.getresponse().read())

        routes = {
            "SDK chat.completions.create() (typed)": lambda: client.chat.completions.create(**payload),
            "SDK post(cast_to=httpx.Response), the SDK's own HTTP client": lambda: client.post(
                "/chat/completions", body=payload, cast_to=httpx.Response
            ).json(),
            "SDK post through ragmeter's transport (openai backend)": lambda: sdk.complete(request),
            "http.client keep-alive (reference)": stdlib,
            "ragmeter's HTTP/1.1 client (http backend)": lambda: lean.complete(request),
        }
        for name, fn in routes.items():
            for _ in range(20):
                fn()
            c0, t0 = time.process_time(), time.perf_counter()
            for _ in range(n):
                fn()
            cpu, wall = (time.process_time() - c0) / n * 1000, (time.perf_counter() - t0) / n * 1000
            print(f"| {name} | {cpu:.2f} ms | {wall:.2f} ms |")
    print()


def part5(n: int, latency: float = 0.05) -> None:
    import threading

    print("## 5. Two runs at once on one store\n")
    print(f"{n} samples (k = 5) judged by two runs started together, {latency * 1000:.0f} ms per call.\n")
    print("| run | calls made | waited for the other run's call | wall |")
    print("|---:|---:|---:|---:|")
    data = make_samples(n, 5, start=700_000)
    with server_process(latency) as (url, _pid), tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "store.db"
        judge_for(url)  # imports outside the timing
        results: dict[int, tuple[float, dict[str, Any]]] = {}

        def run(i: int) -> None:
            results[i] = timed_run(data, judge_for(url, cache=CallCache(db)))

        threads = [threading.Thread(target=run, args=(i,)) for i in (1, 2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    for i, (wall, usage) in sorted(results.items()):
        print(f"| {i} | {usage['calls']} | {usage['endpoint']['shared_in_flight']} | {wall:.2f} s |")
    made = sum(u["calls"] for _, u in results.values())
    print(f"\n{made} calls made for {2 * n} distinct calls (each run alone makes {2 * n}).\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="smaller runs")
    parser.add_argument("--parts", default="1,2,3,4,5", help="which parts to run, e.g. 3")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--latency", type=float, default=0.0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.latency)
        return
    parts = {p.strip() for p in args.parts.split(",")}
    print(f"ragmeter {ragmeter.__version__}, Python {sys.version.split()[0]}, {os.cpu_count()} CPUs\n")
    if "1" in parts:
        part1(5 if args.quick else 20)
    if "2" in parts:
        part2(32 if args.quick else 64, [0.05] if args.quick else [0.05, 1.0])
    if "3" in parts:
        part3(160 if args.quick else 2048, 1 if args.quick else 3)
    if "4" in parts:
        part4(100 if args.quick else 400)
    if "5" in parts:
        part5(32 if args.quick else 128)
    print(json.dumps({"command": " ".join(["python", "benchmarks/llm_cost.py", *sys.argv[1:]])}))


if __name__ == "__main__":
    main()
