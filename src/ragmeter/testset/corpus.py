"""The corpus a test set is generated from: documents read from a folder (``.txt``,
``.md``, ``.html``, ``.pdf``, recursively) or a JSONL of ``{"id", "text"}``, and cut
into chunks with stable ids.

A chunk id is ``<document id>#<start>-<end>``: the document's id (its path relative to
the corpus folder, or the JSONL id) and the character span of the chunk in the
document's extracted text (NFC-normalised, line endings as ``\\n``). The same corpus
and chunk size give the same ids on every run, and a span can be mapped onto any other
chunking of the same documents (:func:`remap_relevant_ids`).

HTML is read with BeautifulSoup (scripts, styles and the head dropped, block elements
kept as paragraphs) and PDF with pypdf (one paragraph break between pages): the
``corpus`` extra, imported only when such a file is read.
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ragmeter.datasets import strictjson
from ragmeter.errors import ConfigError, DataError
from ragmeter.testset.lexical import hangul_share

__all__ = [
    "DOCUMENT_SUFFIXES",
    "Chunk",
    "Corpus",
    "Document",
    "chunk_document",
    "load_corpus",
    "remap_relevant_ids",
]

DOCUMENT_SUFFIXES = (".txt", ".md", ".markdown", ".html", ".htm", ".pdf")
_PARAGRAPH = re.compile(r"\n[ \t\r\f\v]*\n+")
_SENTENCE_END = re.compile(r"(?<=[.!?。])\s+|(?<=다\.)\s*|(?<=요\.)\s*")
_BLOCKS = (
    "p", "div", "section", "article", "li", "tr", "br", "h1", "h2", "h3", "h4", "h5", "h6",
    "blockquote", "pre", "table", "ul", "ol", "dl", "dt", "dd", "header", "footer", "main", "aside",
)  # fmt: skip


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

    def describe(self) -> dict[str, Any]:
        return {
            "documents": len(self.documents),
            "chunks": len(self.chunks),
            "skipped": list(self.skipped),
            "chunking": {"target_chars": self.chunk_chars, "max_chars": _max_chars(self.chunk_chars)},
        }


def _max_chars(target: int) -> int:
    return target + target // 2


# ---------------------------------------------------------------- reading
def _decode(data: bytes, name: str) -> str:
    if data.startswith(codecs.BOM_UTF8):
        data, encoding = data[3:], "utf-8"
    elif data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        encoding = "utf-16"
    else:
        encoding = "utf-8"
        nul = data.find(b"\x00")
        if nul >= 0:
            raise DataError(f"binary data (a NUL byte at offset {nul}), not text", source=name)
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as exc:
        what = f"not {encoding.upper()} text (invalid byte at offset {exc.start})"
        raise DataError(what, source=name) from None


def _html_text(data: bytes, name: str) -> str:
    try:
        from bs4 import BeautifulSoup
    except ImportError:
        hint = "pip install 'ragmeter[corpus]'"
        raise ConfigError(f"{name}: reading HTML needs beautifulsoup4: {hint}") from None
    soup = BeautifulSoup(data, "html.parser")
    for tag in soup(["script", "style", "noscript", "template", "svg", "head", "nav"]):
        tag.decompose()
    for tag in soup.find_all(_BLOCKS):
        tag.insert_before("\n\n")
        tag.insert_after("\n\n")
    return soup.get_text()


def _pdf_text(path: Path, name: str) -> str:
    try:
        import pypdf
    except ImportError:
        raise ConfigError(f"{name}: reading PDF needs pypdf: pip install 'ragmeter[corpus]'") from None
    try:
        reader = pypdf.PdfReader(str(path))
        if reader.is_encrypted and not reader.decrypt(""):
            raise DataError("the PDF is encrypted", source=name)
        return "\n\n".join(page.extract_text() or "" for page in reader.pages)
    except DataError:
        raise
    except Exception as exc:  # pypdf raises many types for a damaged file
        raise DataError(f"not a readable PDF ({type(exc).__name__}: {exc})", source=name) from None


def _clean(text: str) -> str:
    """NFC, ``\\n`` line endings, whitespace inside a paragraph collapsed, paragraphs
    separated by one blank line."""
    text = unicodedata.normalize("NFC", text.replace("\r\n", "\n").replace("\r", "\n"))
    paragraphs = (" ".join(p.split()) for p in _PARAGRAPH.split(text))
    return "\n\n".join(p for p in paragraphs if p)


def _read_file(path: Path, doc_id: str) -> str:
    name = str(path)
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        return _clean(_pdf_text(path, name))
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise DataError(f"cannot read it: {exc.strerror}", source=name) from None
    if suffix in (".html", ".htm"):
        return _clean(_html_text(data, name))
    return _clean(_decode(data, name))


def _folder(root: Path) -> Iterator[Path]:
    for path in sorted(root.rglob("*"), key=lambda p: p.relative_to(root).as_posix()):
        rel = path.relative_to(root)
        if any(part.startswith(".") for part in rel.parts):
            continue
        if path.is_file() and path.suffix.lower() in DOCUMENT_SUFFIXES:
            yield path


def _jsonl(path: Path) -> Iterator[Document]:
    name = str(path)
    text = _decode(path.read_bytes(), name)
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
            what = f"duplicate id {doc_id!r} (first at line {seen[doc_id]})"
            raise DataError(what, source=name, line=lineno, field="id")
        seen[doc_id] = lineno
        yield Document(doc_id, _clean(body), f"{name}:{lineno}")


def load_corpus(path: str | Path, *, chunk_chars: int = 1000) -> Corpus:
    """Read and chunk a corpus: a folder (recursively; hidden files skipped), one
    document file, or a ``.jsonl`` of ``{"id", "text"}``."""
    if chunk_chars < 200:
        raise ConfigError(f"chunk size must be at least 200 characters, got {chunk_chars}")
    root = Path(path)
    skipped: list[dict[str, str]] = []
    docs: list[Document] = []
    if not root.exists():
        raise DataError("no such file or folder", source=str(root))
    if root.is_dir():
        for file in _folder(root):
            doc_id = file.relative_to(root).as_posix()
            text = _read_file(file, doc_id)
            if text:
                docs.append(Document(doc_id, text, str(file)))
            else:
                skipped.append({"source": str(file), "reason": "no text"})
    elif root.suffix.lower() in (".jsonl", ".ndjson"):
        for doc in _jsonl(root):
            (docs.append(doc) if doc.text else skipped.append({"source": doc.source, "reason": "no text"}))
    elif root.suffix.lower() in DOCUMENT_SUFFIXES:
        text = _read_file(root, root.name)
        if text:
            docs.append(Document(root.name, text, str(root)))
    else:
        raise DataError(
            f"not a corpus: give a folder of {', '.join(DOCUMENT_SUFFIXES)} files or a .jsonl of "
            '{"id", "text"} documents',
            source=str(root),
        )
    if not docs:
        what = f"no documents with text found (looked for {', '.join(DOCUMENT_SUFFIXES)})"
        raise DataError(what, source=str(root))
    chunks = [c for d in docs for c in chunk_document(d, chunk_chars)]
    return Corpus(docs, chunks, skipped, chunk_chars)


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
