"""What `ragmeter generate` reads of a corpus folder: nothing outside it (links out,
broken links and loops are skipped with the reason), any depth, file names escaped in
messages, HTML in linear time without a tree, readers' warnings counted instead of
printed, and document ids that stay valid ragmeter input however long they are."""

from __future__ import annotations

import json
import os
import tracemalloc
from pathlib import Path

import pytest
from click.testing import CliRunner
from tests.testset_helpers import tiny_pdf

import ragmeter
from ragmeter.cli.main import main
from ragmeter.datasets import iter_samples
from ragmeter.datasets.records import MAX_ID_CHARS
from ragmeter.errors import DataError
from ragmeter.testing import FakeOpenAIServer
from ragmeter.testset import load_corpus
from ragmeter.testset.corpus import MAX_DOC_ID_CHARS, document_id
from ragmeter.testset.htmltext import html_text

TEXT = "The Orion rover landed in 2031 near the crater Vela. It carried a drill.\n"


def test_links_out_of_the_folder_are_never_read(tmp_path: Path) -> None:
    secret = tmp_path / "outside" / "secret.txt"
    secret.parent.mkdir()
    secret.write_text("root:x:0:0:the secret line\n", encoding="utf-8")
    docs = tmp_path / "docs"
    (docs / "sub").mkdir(parents=True)
    (docs / "a.md").write_text(TEXT, encoding="utf-8")
    (docs / "passwd.txt").symlink_to(secret)  # a file outside
    (docs / "elsewhere").symlink_to(secret.parent)  # a folder outside
    (docs / "broken.md").symlink_to(tmp_path / "nothing.md")
    (docs / "self.md").symlink_to(docs / "self.md")  # a loop of links
    (docs / "sub" / "up").symlink_to(docs)  # a folder that holds the link
    (docs / "sub" / "again.md").symlink_to(Path("..") / "a.md")  # inside: read
    corpus = load_corpus(docs)
    assert [d.id for d in corpus.documents] == ["a.md", "sub/again.md"]
    assert all("secret" not in d.text for d in corpus.documents)
    reasons = {Path(s["source"]).name: s["reason"] for s in corpus.skipped}
    assert "outside the corpus folder: not read" in reasons["passwd.txt"]
    assert str(secret) in reasons["passwd.txt"]
    assert "outside the corpus folder" in reasons["elsewhere"]
    assert reasons["broken.md"] == "a broken symbolic link (it points to nothing)"
    assert "loop" in reasons["self.md"] and "loop" in reasons["up"]
    assert corpus.symlink_loops == 2 and corpus.describe()["symlink_loops"] == 2


def test_a_link_inside_the_folder_is_read_under_its_own_name(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    (docs / "sub").mkdir(parents=True)
    (docs / "a.md").write_text(TEXT, encoding="utf-8")
    (docs / "sub" / "b.md").symlink_to(Path("..") / "a.md")
    (docs / "linked").symlink_to(docs / "sub")  # its files are read where they are
    corpus = load_corpus(docs)
    assert [d.id for d in corpus.documents] == ["a.md", "sub/b.md"]
    assert [s["reason"] for s in corpus.skipped] == [
        "a symbolic link to a folder of the corpus: its files are read there"
    ]


def _deep(root: Path, depth: int) -> Path:
    folder = os.fspath(root)
    os.mkdir(folder)
    for _ in range(depth):  # Path.mkdir(parents=True) and os.makedirs recurse
        folder += "/d"
        os.mkdir(folder)
    return Path(folder)


def _remove_deep(root: Path, depth: int) -> None:
    for level in range(depth, 0, -1):  # shutil.rmtree would recurse 1,500 levels
        folder = root.joinpath(*(["d"] * level))
        for f in folder.iterdir():
            if not f.is_dir():
                f.unlink()
        folder.rmdir()


def test_a_folder_1500_levels_deep(tmp_path: Path) -> None:
    root = tmp_path / "docs"
    bottom = _deep(root, 1500)
    (bottom / "deep.md").write_text(TEXT, encoding="utf-8")
    (root / "top.md").write_text(TEXT, encoding="utf-8")
    try:
        corpus = load_corpus(root)
    finally:
        _remove_deep(root, 1500)
    deep = next(d for d in corpus.documents if d.id != "top.md")
    assert len(deep.id) <= MAX_DOC_ID_CHARS and deep.id.startswith("d/d/d/")
    assert deep.id == document_id("d/" * 1500 + "deep.md")  # stable: the same id every run
    assert all(len(c.id) <= MAX_ID_CHARS for c in corpus.chunks)


def test_file_names_are_escaped_in_messages(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    bad = docs / "evil\n\x1b[2Jname\x07.txt"
    bad.write_bytes(b"text\x00with a NUL")
    with pytest.raises(DataError) as info:
        load_corpus(docs)
    message = str(info.value)
    assert "evil\\n\\x1b[2Jname\\x07.txt" in message
    assert "\n" not in message and "\x1b" not in message and "\x07" not in message


def test_the_cli_lists_what_it_skipped_escaped(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "a.md").write_text(TEXT * 5, encoding="utf-8")
    (docs / "gone\n\x1b[31mred.md").symlink_to(tmp_path / "nothing")
    (docs / "passwd.txt").symlink_to("/etc/passwd")
    args = ["generate", str(docs), "--dry-run", "--judge", "llm:fake", "--base-url", "http://127.0.0.1:9/v1"]
    result = CliRunner().invoke(main, [*args, "--n", "2"])
    assert result.exit_code == 0, result.output
    assert "Skipped files: 2" in result.output
    assert "gone\\n\\x1b[31mred.md: a broken symbolic link" in result.output
    assert "\x1b" not in result.output
    assert "/etc/passwd, outside the corpus folder: not read" in result.output


def test_special_files_are_not_opened(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "a.md").write_text(TEXT, encoding="utf-8")
    os.mkfifo(docs / "pipe.txt")  # reading it would block forever
    corpus = load_corpus(docs)
    assert [d.id for d in corpus.documents] == ["a.md"]
    assert corpus.skipped[0]["reason"].startswith("not a regular file")


# ---------------------------------------------------------------- HTML
def test_html_of_200000_nested_divs_and_20000_paragraphs() -> None:
    nested = "<div>" * 200_000 + "deep text" + "</div>" * 200_000
    assert html_text(nested).strip() == "deep text"
    many = "<html><body>" + "".join(f"<p>Paragraph {i}.</p>" for i in range(20_000)) + "</body></html>"
    paragraphs = [p for p in html_text(many).split("\n\n") if p.strip()]
    assert len(paragraphs) == 20_000 and paragraphs[-1] == "Paragraph 19999."


@pytest.mark.parametrize(
    "page",
    [
        "<a" * 100_000,
        "</" * 100_000,
        '<a x=">' * 50_000,
        "<nav>" * 50_000 + "</svg>" * 50_000,
        "<!--" + "-" * 100_000,
    ],
    ids=["open tags", "end tag starts", "quotes", "dropped elements", "comment"],
)
def test_malformed_html_is_read_in_one_pass(page: str) -> None:
    assert isinstance(html_text(page), str)  # html.parser takes minutes on some of these


def test_html_builds_no_tree() -> None:
    """Memory grows with the text kept, not with the elements: a page of 40,000
    nested elements (460 KB) needs far less than a tree of them would."""
    page = "<div><span>" * 20_000 + "x" + "</span></div>" * 20_000
    tracemalloc.start()
    try:
        html_text(page)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 4 * len(page)  # a tree of them: over 20 MB


def test_html_text_keeps_what_a_reader_sees() -> None:
    page = (
        "<!DOCTYPE html><html><head><title>T</title><style>p {color: red}</style></head><body>"
        "<script>var s = '</p><p>not text';</script><nav>Home | Shop</nav><svg><text>icon</text></svg>"
        "<h1>Mission</h1><p>Sits in <b>Darm&shy;stadt</b> &amp; a&nbsp;&gt; b</p>"
        "<p title='x > y'>Each call.</p><br/>After<!-- a comment --> the break</body></html>"
    )
    parts = [" ".join(p.split()) for p in html_text(page).split("\n\n") if p.strip()]
    assert parts == ["Mission", "Sits in Darm\xadstadt & a > b", "Each call.", "After the break"]
    unclosed_head = "<html><head><title>T</title><body><p>Body text.</p></body></html>"
    assert html_text(unclosed_head).strip() == "Body text."


def test_html_encodings(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "latin.html").write_bytes(b'<meta charset="iso-8859-1"><p>Caf\xe9 au lait.</p>')
    (docs / "utf16.html").write_bytes("<p>Überall.</p>".encode("utf-16"))
    (docs / "guess.htm").write_bytes(b"<p>Na\xefve bytes.</p>")  # not UTF-8: Windows-1252
    texts = {d.id: d.text for d in load_corpus(docs).documents}
    assert texts == {"guess.htm": "Naïve bytes.", "latin.html": "Café au lait.", "utf16.html": "Überall."}


# ---------------------------------------------------------------- warnings
def test_pdf_warnings_are_counted_not_printed(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("pypdf", reason="the corpus extra is not installed")
    docs = tmp_path / "docs"
    docs.mkdir()
    pdf = tiny_pdf(["The Vela crater is 40 kilometres wide."])
    (docs / "bent.pdf").write_bytes(pdf.replace(b"0000000009 00000 n", b"0000000019 00000 n"))
    corpus = load_corpus(docs)
    assert "Vela crater" in corpus.documents[0].text
    captured = capfd.readouterr()
    assert captured.err == "" and captured.out == ""
    [warned] = corpus.describe()["reader_warnings"]
    assert warned["source"].endswith("bent.pdf") and warned["count"] >= 1
    assert any("wrong pointing object" in w for w in warned["first"])


# ---------------------------------------------------------------- ids
def test_long_ids_give_records_eval_reads(tmp_path: Path) -> None:
    long_id = "x" * 1500
    corpus = tmp_path / "docs.jsonl"
    rows = [{"id": long_id, "text": (TEXT * 3).strip()}, {"id": 10**1499, "text": "Lyra landed in 2035."}]
    corpus.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    loaded = load_corpus(corpus)
    assert [len(d.id) for d in loaded.documents] == [MAX_DOC_ID_CHARS, MAX_DOC_ID_CHARS]
    assert loaded.documents[0].id == document_id(long_id) != document_id("y" * 1500)
    with FakeOpenAIServer() as server:
        for mode in ("chunk", "document"):
            out = tmp_path / f"{mode}.jsonl"
            result = ragmeter.generate(
                corpus, 2, judge="llm:fake", base_url=server.url, types="simple", relevant_ids=mode, out=out
            )
            assert result.records
            samples = list(iter_samples(out))  # ragmeter's own reader takes every record
            assert len(samples) == len(result.records)
            for sample in samples:
                assert sample.relevant_ids and all(len(i) <= MAX_ID_CHARS for i in sample.relevant_ids)


def test_ragmeter_generate_is_exported_and_imported_on_first_use() -> None:
    import subprocess
    import sys

    code = (
        "import sys, ragmeter\n"
        "assert 'ragmeter.testset' not in sys.modules, 'import ragmeter pulled the generator in'\n"
        "from ragmeter.testset import generate\n"
        "assert ragmeter.generate is generate and 'generate' in ragmeter.__all__\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
