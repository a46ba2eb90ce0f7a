"""The corpus a test set is generated from: documents read from a folder (``.txt``,
``.md``, ``.html``, ``.pdf``, recursively) or a JSONL of ``{"id", "text"}``, and cut
into chunks with stable ids.

A chunk id is ``<document id>#<start>-<end>``: the document's id (its path relative to
the corpus folder, or the JSONL id) and the character span of the chunk in the
document's extracted text (NFC-normalised, line endings as ``\\n``). The same corpus
and chunk size give the same ids on every run, and a span can be mapped onto any other
chunking of the same documents (:func:`remap_relevant_ids`).

A document id longer than :data:`MAX_DOC_ID_CHARS` (a deep path, a long JSONL id) is
shortened with a stable hash (:func:`document_id`), so every id written into a test set
is one ``ragmeter eval`` reads.

Which files of a folder are read (never one outside it) and how:
:mod:`ragmeter.testset.reading`. HTML is read in one linear pass
(:mod:`ragmeter.testset.htmltext`: scripts, styles, the head and navigation dropped, block
elements kept as paragraphs) and PDF with pypdf (one paragraph break between pages; the
``corpus`` extra, imported only when a PDF is read).
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ragmeter.datasets import strictjson
from ragmeter.datasets.records import MAX_ID_CHARS
from ragmeter.errors import ConfigError, DataError
from ragmeter.testset.lexical import hangul_share
from ragmeter.testset.reading import DOCUMENT_SUFFIXES, as_text, decode, read_document, shown, walk_folder

__all__ = [
    "DOCUMENT_SUFFIXES",
    "MAX_DOC_ID_CHARS",
    "Chunk",
    "Corpus",
    "Document",
    "chunk_document",
    "document_id",
    "load_corpus",
    "remap_relevant_ids",
]

#: document ids longer than this are shortened (a chunk id adds ``#<start>-<end>``)
MAX_DOC_ID_CHARS = MAX_ID_CHARS - 100
_PARAGRAPH = re.compile(r"\n[ \t\r\f\v]*\n+")
_SENTENCE_END = re.compile(r"(?<=[.!?。])\s+|(?<=다\.)\s*|(?<=요\.)\s*")


@dataclass(frozen=True)
class Document:
    id: str
    text: str
    source: str


@dataclass(frozen=True)
class Chunk:
    """A span ``[start, end)`` of a document's text; ``index`` is its position in the
    document (neighbours differ by one)."""

    id: str
    doc_id: str
    start: int
    end: int
    text: str
    index: int

    @property
    def lang(self) -> str:
        return "ko" if hangul_share(self.text) >= 0.3 else "en"

    def span(self) -> dict[str, Any]:
        return {"id": self.id, "doc_id": self.doc_id, "start": self.start, "end": self.end}


@dataclass
class Corpus:
    documents: list[Document]
    chunks: list[Chunk]
    skipped: list[dict[str, str]] = field(default_factory=list)
    chunk_chars: int = 1000
    #: symbolic link loops met in the folder (each is also in ``skipped``)
    symlink_loops: int = 0
    #: per file whose reader warned: ``{"source", "count", "first"}`` (a few messages)
    reader_warnings: list[dict[str, Any]] = field(default_factory=list)

    def describe(self) -> dict[str, Any]:
        return {
            "documents": len(self.documents),
            "chunks": len(self.chunks),
            "skipped": list(self.skipped),
            "symlink_loops": self.symlink_loops,
            "reader_warnings": list(self.reader_warnings),
            "chunking": {"target_chars": self.chunk_chars, "max_chars": _max_chars(self.chunk_chars)},
        }


def _max_chars(target: int) -> int:
    return target + target // 2


# ---------------------------------------------------------------- reading
def document_id(name: str) -> str:
    """``name`` as a document id every reader accepts: one longer than
    :data:`MAX_DOC_ID_CHARS` keeps its start and ends with ``~`` and 16 hex digits of its
    SHA-256 (stable, and distinct for distinct names), so its chunk ids stay within
    ragmeter's id limit (:data:`ragmeter.datasets.records.MAX_ID_CHARS`)."""
    if len(name) <= MAX_DOC_ID_CHARS:
        return name
    digest = hashlib.sha256(name.encode("utf-8", "surrogatepass")).hexdigest()[:16]
    return f"{name[: MAX_DOC_ID_CHARS - 17]}~{digest}"


def _clean(text: str) -> str:
    """NFC, ``\\n`` line endings, whitespace inside a paragraph collapsed, paragraphs
    separated by one blank line."""
    text = unicodedata.normalize("NFC", text.replace("\r\n", "\n").replace("\r", "\n"))
    paragraphs = (" ".join(p.split()) for p in _PARAGRAPH.split(text))
    return "\n\n".join(p for p in paragraphs if p)


def _jsonl(path: Path) -> Iterator[Document]:
    name = shown(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise DataError(f"cannot read it: {exc.strerror}", source=name) from None
    text = decode(data, name)
    seen: dict[str, int] = {}
    for lineno, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        try:
            rec = strictjson.loads(line)
        except strictjson.JSONProblem as exc:
            raise DataError(exc.message, source=name, line=lineno) from None
        if not isinstance(rec, Mapping):
            raise DataError('each line must be an object {"id", "text"}', source=name, line=lineno)
        doc_id, body = rec.get("id"), rec.get("text")
        if isinstance(doc_id, bool) or not isinstance(doc_id, (str, int)) or not str(doc_id).strip():
            raise DataError("needs a string or integer id", source=name, line=lineno, field="id")
        if not isinstance(body, str):
            raise DataError("needs a string text", source=name, line=lineno, field="text")
        doc_id = str(doc_id)
        if doc_id in seen:
            what = f"duplicate id {_short(doc_id)} (first at line {seen[doc_id]})"
            raise DataError(what, source=name, line=lineno, field="id")
        seen[doc_id] = lineno
        yield Document(document_id(doc_id), _clean(body), f"{as_text(str(path))}:{lineno}")


def _short(doc_id: str) -> str:
    text = repr(doc_id)
    return text if len(text) <= 80 else text[:77] + "..."


def load_corpus(path: str | Path, *, chunk_chars: int = 1000) -> Corpus:
    """Read and chunk a corpus: a folder (recursively; hidden files skipped, nothing
    outside it read), one document file, or a ``.jsonl`` of ``{"id", "text"}``."""
    if chunk_chars < 200:
        raise ConfigError(f"chunk size must be at least 200 characters, got {chunk_chars}")
    root = Path(path)
    corpus = Corpus([], [], chunk_chars=chunk_chars)
    if not root.exists():
        raise DataError("no such file or folder", source=shown(root))
    if root.is_dir():
        walk = walk_folder(root)
        corpus.skipped, corpus.symlink_loops = walk.skipped, walk.loops
        for file, rel in walk.files:
            _add(corpus, file, document_id(rel))
    elif root.suffix.lower() in (".jsonl", ".ndjson"):
        for doc in _jsonl(root):
            if doc.text:
                corpus.documents.append(doc)
            else:
                corpus.skipped.append({"source": doc.source, "reason": "no text"})
    elif root.suffix.lower() in DOCUMENT_SUFFIXES:
        if not root.is_file():
            raise DataError("not a regular file (a device, FIFO or socket): not read", source=shown(root))
        _add(corpus, root, document_id(as_text(root.name)))
    else:
        raise DataError(
            f"not a corpus: give a folder of {', '.join(DOCUMENT_SUFFIXES)} files or a .jsonl of "
            '{"id", "text"} documents',
            source=shown(root),
        )
    if not corpus.documents:
        what = f"no documents with text found (looked for {', '.join(DOCUMENT_SUFFIXES)})"
        if corpus.skipped:
            what += f"; {len(corpus.skipped)} skipped, the first: {shown(corpus.skipped[0]['source'])}: "
            what += corpus.skipped[0]["reason"]
        raise DataError(what, source=shown(root))
    corpus.chunks = [c for d in corpus.documents for c in chunk_document(d, chunk_chars)]
    return corpus


def _add(corpus: Corpus, file: Path, doc_id: str) -> None:
    """Read one document file into the corpus (a file without text is skipped)."""
    got = read_document(file)
    source = as_text(str(file))
    if got.warnings:
        corpus.reader_warnings.append(
            {"source": source, "count": got.warnings, "first": list(got.first_warnings)}
        )
    text = _clean(got.text)
    if text:
        corpus.documents.append(Document(doc_id, text, source))
    else:
        corpus.skipped.append({"source": source, "reason": "no text"})


# ---------------------------------------------------------------- chunking
def _spans(text: str, pattern: re.Pattern[str], start: int, end: int) -> list[tuple[int, int]]:
    """The pieces of ``text[start:end]`` between matches of ``pattern``, stripped."""
    out: list[tuple[int, int]] = []
    pos = start
    for m in pattern.finditer(text, start, end):
        out.append((pos, m.start()))
        pos = m.end()
    out.append((pos, end))
    stripped = []
    for a, b in out:
        while a < b and text[a].isspace():
            a += 1
        while b > a and text[b - 1].isspace():
            b -= 1
        if b > a:
            stripped.append((a, b))
    return stripped


def _hard_cut(text: str, a: int, b: int, limit: int) -> list[tuple[int, int]]:
    out = []
    while b - a > limit:
        cut = text.rfind(" ", a + limit // 2, a + limit)
        cut = cut if cut > a else a + limit
        out.append((a, cut))
        a = cut
        while a < b and text[a].isspace():
            a += 1
    if b > a:
        out.append((a, b))
    return out


def _pack(pieces: Sequence[tuple[int, int]], target: int) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for a, b in pieces:
        if out and b - out[-1][0] <= target:
            out[-1] = (out[-1][0], b)
        else:
            out.append((a, b))
    return out


def chunk_document(doc: Document, target: int = 1000) -> list[Chunk]:
    """Paragraphs packed greedily up to ``target`` characters; a paragraph longer than
    1.5 x ``target`` is cut at sentence ends (then at spaces)."""
    text, limit = doc.text, _max_chars(target)
    pieces: list[tuple[int, int]] = []
    for a, b in _spans(text, _PARAGRAPH, 0, len(text)):
        if b - a <= limit:
            pieces.append((a, b))
            continue
        sentences = [
            piece for sa, sb in _spans(text, _SENTENCE_END, a, b) for piece in _hard_cut(text, sa, sb, limit)
        ]
        pieces.extend(_pack(sentences, target))
    packed = _pack(pieces, target)
    return [Chunk(f"{doc.id}#{a}-{b}", doc.id, a, b, text[a:b], i) for i, (a, b) in enumerate(packed)]


# ---------------------------------------------------------------- other chunkings
def remap_relevant_ids(
    record: Mapping[str, Any], chunks: Iterable[tuple[str, str, int, int]], *, min_overlap: float = 0.5
) -> list[str]:
    """The ids of *your* chunks that hold a generated record's evidence.

    ``chunks``: ``(chunk_id, doc_id, start, end)`` of your own chunking, with offsets in
    the same extracted text (for .txt and .md files: the file's text, NFC, ``\\n`` line
    endings). A chunk of yours is relevant when it covers at least ``min_overlap`` of a
    source span, or the span covers at least ``min_overlap`` of it. Document-level
    evaluation needs none of this: ``metadata["relevant_doc_ids"]``.
    """
    spans = (record.get("metadata") or {}).get("source_chunks") or []
    out: list[str] = []
    for cid, doc_id, start, end in chunks:
        for s in spans:
            if s["doc_id"] != doc_id:
                continue
            overlap = min(end, s["end"]) - max(start, s["start"])
            if overlap <= 0:
                continue
            enough = overlap >= min_overlap * min(s["end"] - s["start"], end - start)
            if enough and cid not in out:
                out.append(cid)
    return out
