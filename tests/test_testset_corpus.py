"""The corpus of `ragmeter generate`: documents of every kind, chunks with stable ids,
located errors, and mapping generated relevant ids onto another chunking."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.testset_helpers import write_corpus

from ragmeter.errors import DataError
from ragmeter.testset import Document, chunk_document, load_corpus, remap_relevant_ids
from ragmeter.testset.lexical import BM25, has_time_markers, terms


def test_folder_of_every_kind(tmp_path: Path) -> None:
    corpus = load_corpus(write_corpus(tmp_path / "docs"))
    ids = [d.id for d in corpus.documents]
    assert ids == ["a.md", "c.html", "d.pdf", "ko.md", "sub/b.txt"]  # sorted, hidden and .csv skipped
    by_id = {d.id: d.text for d in corpus.documents}
    assert "do not index" not in by_id["c.html"] and "color: red" not in by_id["c.html"]
    assert "Home | Shop" not in by_id["c.html"]  # navigation dropped
    assert "Mission control sits in Darmstadt and talks" in by_id["c.html"]  # inline tags: same sentence
    assert "Each call lasts twenty minutes." in by_id["c.html"].split("\n\n")  # a paragraph of its own
    assert "The Vela crater is 40 kilometres wide." in by_id["d.pdf"]
    assert "\r" not in by_id["sub/b.txt"]
    assert corpus.describe()["documents"] == 5


def test_chunk_ids_are_spans_of_the_text(tmp_path: Path) -> None:
    corpus = load_corpus(write_corpus(tmp_path / "docs"))
    texts = {d.id: d.text for d in corpus.documents}
    for c in corpus.chunks:
        assert c.id == f"{c.doc_id}#{c.start}-{c.end}"
        assert texts[c.doc_id][c.start : c.end] == c.text
        assert c.text == c.text.strip()
    again = load_corpus(tmp_path / "docs")
    assert [c.id for c in again.chunks] == [c.id for c in corpus.chunks]
    assert {c.lang for c in corpus.chunks if c.doc_id == "ko.md"} == {"ko"}


def test_long_documents_are_cut_at_paragraphs_then_sentences() -> None:
    para = " ".join(f"Sentence number {i} says something about rovers." for i in range(60))
    doc = Document("long", f"Short intro.\n\n{para}\n\nShort outro.", "mem")
    chunks = chunk_document(doc, 400)
    assert len(chunks) > 5
    assert all(len(c.text) <= 600 for c in chunks)  # 1.5 x the target at most
    assert [c.index for c in chunks] == list(range(len(chunks)))
    assert all(c.text.endswith((".", "intro.", "outro.")) for c in chunks)  # never mid-sentence here
    covered = "".join(doc.text[c.start : c.end] for c in chunks)
    assert covered.replace(" ", "").replace("\n", "") == doc.text.replace(" ", "").replace("\n", "")


def test_jsonl_corpus_and_located_errors(tmp_path: Path) -> None:
    good = tmp_path / "docs.jsonl"
    good.write_text(
        json.dumps({"id": "d1", "text": "First."}) + "\n\n" + json.dumps({"id": 7, "text": "Seven."}),
        encoding="utf-8",
    )
    corpus = load_corpus(good)
    assert [d.id for d in corpus.documents] == ["d1", "7"]
    assert corpus.chunks[1].id == "7#0-6"
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "d1", "text": "ok"}\n{"id": "d2", "txt": "oops"}\n', encoding="utf-8")
    with pytest.raises(DataError, match=r"bad.jsonl, line 2, field 'text'"):
        load_corpus(bad)
    dup = tmp_path / "dup.jsonl"
    dup.write_text('{"id": "d1", "text": "a"}\n{"id": "d1", "text": "b"}\n', encoding="utf-8")
    with pytest.raises(DataError, match=r"line 2.*duplicate id 'd1' \(first at line 1\)"):
        load_corpus(dup)
    nan = tmp_path / "nan.jsonl"
    nan.write_text('{"id": "d1", "text": NaN}\n', encoding="utf-8")
    with pytest.raises(DataError, match="line 1"):
        load_corpus(nan)


def test_unreadable_documents_are_refused_with_their_name(tmp_path: Path) -> None:
    (tmp_path / "latin.txt").write_bytes("caf\xe9".encode("latin-1"))
    with pytest.raises(DataError, match=r"latin.txt.*not UTF-8 text \(invalid byte at offset 3\)"):
        load_corpus(tmp_path)
    (tmp_path / "latin.txt").unlink()
    (tmp_path / "broken.pdf").write_bytes(b"%PDF-1.4 this is not a pdf")
    with pytest.raises(DataError, match=r"broken.pdf.*not a readable PDF"):
        load_corpus(tmp_path)
    with pytest.raises(DataError, match="no such file or folder"):
        load_corpus(tmp_path / "missing")
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "blank.md").write_text("  \n\n ", encoding="utf-8")
    with pytest.raises(DataError, match="no documents with text"):
        load_corpus(empty)


def test_remap_onto_another_chunking() -> None:
    span = {"id": "a.md#100-300", "doc_id": "a.md", "start": 100, "end": 300}
    record = {"metadata": {"source_chunks": [span]}}
    mine = [
        ("m1", "a.md", 0, 150),  # 50 of the span's 200 characters, 50 of its own 150
        ("m2", "a.md", 150, 260),  # 110 of 200: more than half the span
        ("m3", "a.md", 260, 1000),  # 40: neither half of the span nor of itself
        ("m4", "b.md", 100, 300),  # another document
        ("m5", "a.md", 280, 300),  # all of it inside the span
    ]
    assert remap_relevant_ids(record, mine) == ["m2", "m5"]
    assert remap_relevant_ids(record, mine, min_overlap=0.25) == ["m1", "m2", "m5"]


def test_lexical_tools() -> None:
    assert terms("The rovers landed") == ["rover", "landed"]
    assert "천문" in terms("천문대는")  # Korean words also as character bigrams
    index = BM25(["The Orion rover landed in 2031.", "Mission control sits in Darmstadt.", "Orion Orion"])
    assert [i for i, _ in index.search("Where does mission control sit?", 2)] == [1]
    assert index.search("orion", 3)[0][0] == 2
    assert has_time_markers("It landed in 2031, after the 2029 launch.")
    assert not has_time_markers("It weighs 900 kilograms.")
    assert has_time_markers("천문대는 2012년에 문을 열었고 이후 망원경을 바꾸었다.")
