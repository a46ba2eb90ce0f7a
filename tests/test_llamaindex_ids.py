"""A LlamaIndex context is named by its source document's id, not by the node's random
UUID, so document-level relevant_ids match (duck-typed nodes, then the real package)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

import ragmeter
from ragmeter.systems.adapters import read_output, source_id


@dataclass
class Node:
    text: str
    node_id: str = "5b2104ec-74fd-4e0a-b4c2-020733d07a77"
    ref_doc_id: str | None = None
    metadata: dict[str, Any] = field(default_factory=dict)

    def get_content(self) -> str:
        return self.text


@dataclass
class Scored:
    node: Node
    score: float


@dataclass
class Response:
    response: str
    source_nodes: list[Scored]


def test_the_source_document_names_the_context() -> None:
    assert source_id(Node("x", ref_doc_id="guide.md")) == "guide.md"
    assert source_id(Node("x", ref_doc_id="guide.md", metadata={"doc_id": "D-7"})) == "D-7"
    assert source_id(Node("x", metadata={"document_id": 12})) == 12
    assert source_id(Node("x", metadata={"file_name": "notes.txt"})) == "notes.txt"
    assert source_id(Node("x")) == "5b2104ec-74fd-4e0a-b4c2-020733d07a77"  # no source: its own id
    answer, contexts = read_output(Response("Ann.", [Scored(Node("Ann did.", ref_doc_id="a.md"), 0.8)]))
    assert answer == "Ann." and contexts == [{"text": "Ann did.", "id": "a.md", "score": 0.8}]


@pytest.mark.slow
def test_a_real_query_engine_matches_document_relevant_ids() -> None:
    pytest.importorskip("llama_index.core")
    from llama_index.core import Document, Settings, VectorStoreIndex
    from llama_index.core.embeddings import MockEmbedding
    from llama_index.core.llms import MockLLM

    Settings.llm = MockLLM(max_tokens=8)
    Settings.embed_model = MockEmbedding(embed_dim=8)
    docs = [
        Document(text="Larkspur Cycles was founded in 2009.", id_="history.md"),
        Document(text="The Alder weighs 19 kilograms.", id_="specs.md"),
    ]
    engine = VectorStoreIndex.from_documents(docs).as_query_engine(similarity_top_k=2)
    _, contexts = read_output(engine.query("When was Larkspur founded?"))
    assert sorted(c["id"] for c in contexts) == ["history.md", "specs.md"]  # not node UUIDs
    data = [{"id": "q1", "question": "When was Larkspur founded?", "relevant_ids": ["history.md"]}]
    run = ragmeter.evaluate(data, metrics=["hit_rate@5"], system=engine)
    assert run["hit_rate@5"] == 1.0
