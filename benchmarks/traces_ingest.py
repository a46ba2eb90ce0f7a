"""How fast `ragmeter collect` takes traced traffic, and how fast the stored traces become
interactions for `ragmeter eval --traces`.

    python benchmarks/traces_ingest.py [--traces 2000] [--batch 512]

The traffic is made by the OpenTelemetry SDK (a RAG call per trace: an HTTP span, a chain,
a retriever with 4 documents of ~300 characters, an LLM call), encoded by the SDK's OTLP
encoder into requests of ``--batch`` spans, and POSTed over HTTP (protobuf) to a receiver
on 127.0.0.1 in this process, one request at a time, as a BatchSpanProcessor sends them.
"""

from __future__ import annotations

import argparse
import http.client
import sys
import tempfile
import threading
import time
from pathlib import Path

from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.trace_helpers import provider, run_app

from ragmeter.store import Store
from ragmeter.traces.select import Selection, select
from ragmeter.web.collector import Collector, make_collector_server

DOC = "Larkspur Cycles builds steel touring bikes in Portland and ships them across Europe. " * 4


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--traces", type=int, default=2000)
    ap.add_argument("--batch", type=int, default=512)
    args = ap.parse_args()
    traffic = [
        (
            f"Question {i}: where are the bikes built?",
            [(f"kb-{i}-{k}", DOC, 0.9 - k / 10) for k in range(4)],
            "In Portland.",
        )
        for i in range(args.traces)
    ]
    exporter = InMemorySpanExporter()
    tp = provider(exporter)
    run_app(tp, traffic)
    tp.shutdown()
    spans = list(exporter.get_finished_spans())
    bodies = [
        encode_spans(spans[i : i + args.batch]).SerializeToString() for i in range(0, len(spans), args.batch)
    ]
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp) / "s.db")
        server = make_collector_server(Collector(store.traces), "127.0.0.1", 0)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        conn = http.client.HTTPConnection("127.0.0.1", server.server_address[1])
        t0 = time.perf_counter()
        for body in bodies:
            conn.request("POST", "/v1/traces", body=body, headers={"Content-Type": "application/x-protobuf"})
            resp = conn.getresponse()
            resp.read()
            assert resp.status == 200, resp.status
        ingest = time.perf_counter() - t0
        server.shutdown()
        server.server_close()
        t0 = time.perf_counter()
        selection = Selection(1.0, 0)
        n = sum(1 for _ in select(store.traces.spans_by_trace(settle_s=None), selection))
        derive = time.perf_counter() - t0
        size = sum(f.stat().st_size for f in Path(tmp).iterdir())
        store.close()
    mb = sum(len(b) for b in bodies) / 1e6
    print(
        f"{len(spans):,} spans in {len(bodies)} requests ({mb:.1f} MB protobuf) from {args.traces:,} traces"
    )
    print(f"ingest: {ingest:.2f} s, {len(spans) / ingest:,.0f} spans/s, {args.traces / ingest:,.0f} traces/s")
    print(f"to interactions: {derive:.2f} s for {n:,} ({n / derive:,.0f}/s); store {size / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
