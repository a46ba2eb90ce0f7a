"""Hostile inputs for ``ragmeter eval``, one table row each (issue 14).

Every case is a file written by :func:`Case.make` (bytes, or a setup function for
folders, links and the like), the exit code it must give, text the message must
contain (the file is always checked separately), and for inputs that are read, the
number of samples (and optionally their ids) the ``--json`` output must hold.
"""

from __future__ import annotations

import codecs
import gzip
import io
import json
import os
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

Setup = Callable[[Path], Path]


@dataclass(frozen=True)
class Case:
    name: str
    file: str
    content: bytes | Setup
    code: int
    expect: tuple[str, ...] = ()  # fragments of the error message (exit 2)
    n: int | None = None  # samples read (exit 0)
    ids: tuple[str, ...] | None = None

    def make(self, tmp: Path) -> Path:
        if callable(self.content):
            return self.content(tmp)
        path = tmp / self.file
        path.write_bytes(self.content)
        return path


def rec(i: int | str, **fields: Any) -> dict[str, Any]:
    return {"id": f"q{i}", "question": f"Question {i}?", **fields}


def jl(*records: Any) -> bytes:
    """JSON Lines from records (a str is written as is)."""
    return ("\n".join(r if isinstance(r, str) else json.dumps(r) for r in records) + "\n").encode()


def raw(text: str) -> bytes:
    return text.encode()


TWO = jl(rec(1, answer="A.", contexts=["c1"]), rec(2, answer="B.", contexts=["c2"]))
TWO_TEXT = TWO.decode()
CSV_TWO = "id,question,answer\nq1,Question 1?,A.\nq2,Question 2?,B.\n"
NESTED_10K = "[" * 10_000 + "]" * 10_000


def ok(name: str, file: str, content: bytes | Setup, n: int, ids: tuple[str, ...] | None = None) -> Case:
    return Case(name, file, content, 0, n=n, ids=ids)


def bad(name: str, file: str, content: bytes | Setup, *expect: str) -> Case:
    return Case(name, file, content, 2, expect=tuple(expect))


# ---------------------------------------------------------------- setups
def _folder(tmp: Path) -> Path:
    (tmp / "folder.jsonl").mkdir()
    return tmp / "folder.jsonl"


def _missing(tmp: Path) -> Path:
    return tmp / "missing.jsonl"


def _loop(tmp: Path) -> Path:
    a, b = tmp / "loop_a.jsonl", tmp / "loop_b.jsonl"
    os.symlink(b, a)
    os.symlink(a, b)
    return a


def _dangling(tmp: Path) -> Path:
    link = tmp / "dangling.jsonl"
    os.symlink(tmp / "nowhere.jsonl", link)
    return link


def _link_ok(tmp: Path) -> Path:
    (tmp / "target.jsonl").write_bytes(TWO)
    link = tmp / "link.jsonl"
    os.symlink(tmp / "target.jsonl", link)
    return link


def _gzip() -> bytes:
    return gzip.compress(TWO)


def _zip() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("xl/workbook.xml", "<workbook/>")
    return buf.getvalue()


def _parquet(tmp: Path) -> Path:
    import pandas as pd

    path = tmp / "good.parquet"
    pd.DataFrame([rec(1, contexts=["c"]), rec(2, contexts=[])]).to_parquet(path)
    return path


def _big_line() -> bytes:
    return jl(rec(1, contexts=["x" * (1 << 20)]))


def _late_bad_byte() -> bytes:
    body = b"".join(json.dumps(rec(i, answer="é" * 40)).encode() + b"\n" for i in range(9000))
    return body + b'{"id": "bad", "question": "caf\xe9"}\n'


CASES: list[Case] = [
    # ------------------------------------------------------------ read correctly
    ok("utf-8", "plain.jsonl", TWO, 2, ("q1", "q2")),
    ok("utf-8 with a byte-order mark", "bom8.jsonl", codecs.BOM_UTF8 + TWO, 2, ("q1", "q2")),
    ok("utf-16 le with a mark", "le16.jsonl", TWO_TEXT.encode("utf-16"), 2, ("q1", "q2")),
    ok("utf-16 be with a mark", "be16.jsonl", codecs.BOM_UTF16_BE + TWO_TEXT.encode("utf-16-be"), 2),
    ok("utf-32 with a mark", "u32.jsonl", TWO_TEXT.encode("utf-32"), 2),
    ok("byte-order mark + CSV", "bom.csv", codecs.BOM_UTF8 + raw(CSV_TWO), 2, ("q1", "q2")),
    ok("utf-16 CSV", "u16.csv", CSV_TWO.encode("utf-16"), 2, ("q1", "q2")),
    ok("CRLF JSON Lines", "crlf.jsonl", TWO.replace(b"\n", b"\r\n"), 2),
    ok("CRLF CSV", "crlf.csv", raw(CSV_TWO.replace("\n", "\r\n")), 2, ("q1", "q2")),
    ok("old Mac CR CSV", "cr.csv", raw(CSV_TWO.replace("\n", "\r")), 2, ("q1", "q2")),
    ok("CSV cell over two lines", "multiline.csv", raw('id,question\nq1,"two\nlines"\nq2,b\n'), 2),
    ok("CSV doubled quotes", "quotes.csv", raw('id,question\nq1,"say ""hi"""\n'), 1),
    ok("CSV quote inside an unquoted cell", "inch.csv", raw('id,question\nq1,a 5" screen?\n'), 1),
    ok("CSV blank and empty rows skipped", "blanks.csv", raw(CSV_TWO + "\n,,\n   \n"), 2),
    ok("CSV contexts as a JSON cell", "ctx.csv", raw('id,question,contexts\nq1,q,"[""a"", ""b""]"\n'), 1),
    ok("CSV pandas index column", "index.csv", raw(",id,question\n0,q1,a\n1,q2,b\n"), 2, ("q1", "q2")),
    ok("blank lines in JSON Lines", "gaps.jsonl", b"\n  \n" + TWO.replace(b"\n", b"\n\n\t\n"), 2),
    ok("no newline at the end", "nonl.jsonl", TWO.rstrip(b"\n"), 2),
    ok("JSON list", "list.json", raw(json.dumps([rec(1), rec(2)])), 2),
    ok("JSON samples wrapper", "wrap.json", raw(json.dumps({"samples": [rec(1), rec(2)]})), 2),
    ok("JSON column dict", "cols.json", raw(json.dumps({"question": ["a", "b"], "answer": ["x", "y"]})), 2),
    ok("pretty JSON with a BOM", "pretty.json", codecs.BOM_UTF8 + raw(json.dumps([rec(1)], indent=2)), 1),
    ok(".ndjson extension", "x.ndjson", TWO, 2),
    ok("no extension, JSON Lines", "noext_jsonl", TWO, 2),
    ok("no extension, CSV", "noext_csv", raw(CSV_TWO), 2),
    ok("no extension, JSON list", "noext_json", raw(json.dumps([rec(1)], indent=1)), 1),
    ok("Parquet", "good.parquet", _parquet, 2),
    ok("a symbolic link to a file", "link.jsonl", _link_ok, 2),
    ok(
        r"\u0000 escaped in a question", "nul_escape.jsonl", raw('{"id": "q1", "question": "a\\u0000b"}\n'), 1
    ),
    ok(
        "escape sequences in id and question",
        "esc.jsonl",
        jl(rec("\x1b[2J", question="\x1b[31mred\u202e")),
        1,
    ),
    ok(
        "surrogate pair (emoji) escaped",
        "emoji.jsonl",
        raw('{"id": "q1", "question": "\\ud83d\\ude00?"}\n'),
        1,
    ),
    ok("right-to-left text", "rtl.jsonl", jl(rec(1, question="מה השעה?"), rec(2, question="كم الساعة؟")), 2),
    ok("1 MB single line", "bigline.jsonl", _big_line(), 1),
    ok("very long CSV cell", "long.csv", raw("id,question\nq1," + "w " * 200_000 + "\n"), 1),
    ok("integer and string ids", "mixed_ids.jsonl", jl({"id": 7, "question": "a"}, rec("b")), 2, ("7", "qb")),
    ok("null id takes the position", "null_id.jsonl", jl({"id": None, "question": "a"}), 1, ("1",)),
    ok("contexts as one string", "ctx_str.jsonl", jl(rec(1, contexts="just one")), 1),
    ok("contexts null", "ctx_null.jsonl", jl(rec(1, contexts=None)), 1),
    ok("negative grade (unjudged)", "neg.jsonl", jl(rec(1, relevant_ids={"d1": -1, "d2": 2})), 1),
    ok("id of 1000 characters", "id1000.jsonl", jl(rec(1) | {"id": "i" * 1000}), 1),
    ok(
        "metadata 90 levels deep",
        "deep90.jsonl",
        raw('{"question": "q", "metadata": {"m": ' + "[" * 90 + "]" * 90 + "}}\n"),
        1,
    ),
    ok(
        "4000-digit integer in metadata",
        "bigmeta.jsonl",
        raw('{"question": "q", "metadata": {"n": ' + "7" * 4000 + "}}\n"),
        1,
    ),
    # ------------------------------------------------------------ refused: files
    bad("empty file", "empty.jsonl", b"", "no samples found"),
    bad("only whitespace", "space.jsonl", b"  \n\t\n \n", "no samples found"),
    bad("empty CSV", "empty.csv", b"", "needs a header row"),
    bad("header-only CSV", "header.csv", b"id,question,answer\n", "no samples found"),
    bad("a folder given as DATA", "folder.jsonl", _folder, "is a folder"),
    bad("a missing file", "missing.jsonl", _missing, "file not found"),
    bad("a symbolic link loop", "loop_a.jsonl", _loop, "symbolic link"),
    bad("a dangling symbolic link", "dangling.jsonl", _dangling, "symbolic link"),
    bad("unknown extension", "data.txt", TWO, "unsupported file type '.txt'"),
    bad("gzip file", "data.jsonl.gz", _gzip(), "compressed"),
    bad("gzip bytes named .jsonl", "gz_inside.jsonl", _gzip(), "gzip-compressed"),
    bad("xlsx named .csv", "sheet.csv", _zip(), "ZIP archive"),
    bad(
        "Parquet that is not Parquet",
        "fake.parquet",
        b"id,question\nq1,hello\n",
        "not a readable Parquet file",
    ),
    bad("Parquet bytes named .jsonl", "pq.jsonl", b"PAR1" + b"\x00" * 64, "Parquet file"),
    bad("an executable", "ls.jsonl", b"\x7fELF\x02\x01\x01" + b"\x00" * 40, "executable"),
    bad("random binary", "noise.jsonl", bytes(range(256)) * 4, "byte offset 0"),
    bad(
        "UTF-16 without a mark", "nobom16.jsonl", TWO_TEXT.encode("utf-16-le"), "NUL byte", "byte-order mark"
    ),
    bad(
        "Latin-1 CSV",
        "latin1.csv",
        "id,question\nq1,café\n".encode("latin-1"),
        "line 2",
        "not valid UTF-8",
        "0xe9",
    ),
    bad(
        "invalid UTF-8 on line 3",
        "badutf.jsonl",
        TWO + b'{"question": "\xff"}\n',
        "line 3",
        "0xff",
        f"byte offset {len(TWO) + 14}",
    ),
    bad("invalid byte after 1 MB", "late.jsonl", _late_bad_byte(), "line 9001", "byte offset"),
    bad("UTF-8 cut inside a character", "cut.jsonl", TWO + b'{"question": "caf\xc3', "ends inside", "line 3"),
    bad("UTF-16 with an odd byte", "odd16.jsonl", TWO_TEXT.encode("utf-16") + b"x", "not valid UTF-16"),
    bad("a raw NUL byte", "nul.jsonl", TWO + b'{"question": "a\x00b"}\n', "NUL byte", "line 3"),
    # ------------------------------------------------------------ refused: CSV
    bad(
        "CSV quote never closed",
        "unclosed.csv",
        raw('id,question,answer\nq1,"unclosed,a\nq2,b,c\nq3,d,e\n'),
        "line 2",
        "never closed",
    ),
    bad(
        "CSV text after a closing quote",
        "after.csv",
        raw('id,question,answer\nq1,"What is "this"?,a\n'),
        "line 2",
        "malformed CSV",
    ),
    bad(
        "CSV quote swallowing rows",
        "swallow.csv",
        raw('id,question,answer\nq1,"q,a\nq2,"q2",a2\n'),
        "line 2",
        "ends on line 3",
    ),
    bad("CSV row too short", "short.csv", raw(CSV_TWO + "q3,only\n"), "line 4", "fewer cells"),
    bad("CSV row too long", "longrow.csv", raw(CSV_TWO + "q3,a,b,c\n"), "line 4", "more cells"),
    bad(
        "CSV header names a column twice",
        "duphead.csv",
        raw("id,question,question\nq1,a,b\n"),
        "line 1",
        "'question' twice",
    ),
    bad(
        "CSV bad JSON in contexts",
        "badcell.csv",
        raw('id,question,contexts\nq1,q,"[""a"""\n'),
        "line 2",
        "contexts",
        "does not parse",
    ),
    bad(
        "CSV NaN in a JSON cell",
        "nancell.csv",
        raw('id,question,contexts\nq1,q,"[""a"", NaN]"\n'),
        "line 2",
        "contexts[1]",
        "NaN",
    ),
    bad("CSV question empty", "noq.csv", raw("id,question\nq1,\n"), "line 2", "question"),
    # ------------------------------------------------------------ refused: JSON literals and keys
    bad(
        "NaN answer",
        "nan.jsonl",
        raw('{"id": "q1", "question": "q", "answer": NaN}\n'),
        "line 1",
        "'answer'",
        "NaN",
    ),
    bad(
        "Infinity score",
        "inf.jsonl",
        raw('{"question": "q", "contexts": [{"text": "t", "score": Infinity}]}\n'),
        "contexts[0].score",
        "Infinity",
    ),
    bad(
        "-Infinity in metadata",
        "ninf.jsonl",
        raw('{"question": "q", "metadata": {"x": -Infinity}}\n'),
        "metadata.x",
    ),
    bad(
        "1e999 overflows",
        "huge_float.jsonl",
        raw('{"question": "q", "metadata": {"x": 1e999}}\n'),
        "metadata.x",
        "too large",
    ),
    bad(
        "duplicate key",
        "dupkey.jsonl",
        raw('{"id": "q1", "question": "a", "question": "b"}\n'),
        "line 1",
        "'question'",
        "twice",
    ),
    bad(
        "duplicate key in metadata",
        "dupmeta.jsonl",
        raw('{"question": "a", "metadata": {"k": 1, "k": 2}}\n'),
        "metadata.k",
        "twice",
    ),
    bad(
        "duplicate key in a context",
        "dupctx.jsonl",
        raw('{"question": "a", "contexts": [{"text": "x", "text": "y"}]}\n'),
        "contexts[0].text",
    ),
    bad(
        "duplicate key in a JSON list",
        "dup.json",
        raw('[{"question": "a"}, {"question": "b", "id": 1, "id": 2}]'),
        "row 2",
        "'id'",
    ),
    bad(
        "NaN deep in a JSON document",
        "nan.json",
        raw('{"samples": [{"question": "a", "metadata": {"x": [NaN]}}]}'),
        "row 1",
        "metadata.x[0]",
    ),
    bad(
        "lone high surrogate",
        "sur.jsonl",
        raw('{"question": "q\\ud800"}\n'),
        "line 1",
        "'question'",
        "surrogate",
    ),
    bad(
        "lone low surrogate",
        "sur2.jsonl",
        raw('{"question": "q", "answer": "\\udc00"}\n'),
        "'answer'",
        "surrogate",
    ),
    bad("reversed surrogate pair", "sur3.jsonl", raw('{"question": "\\ude00\\ud83d"}\n'), "surrogate"),
    bad(
        "lone surrogate in a key",
        "surkey.jsonl",
        raw('{"question": "q", "\\ud800": 1}\n'),
        "surrogate",
        "key",
    ),
    # ------------------------------------------------------------ refused: bounds
    bad(
        "10,000-deep metadata",
        "deep.jsonl",
        raw('{"question": "q", "metadata": ' + NESTED_10K + "}\n"),
        "line 1",
        "metadata",
        "nested more than 100",
    ),
    bad("10,000-deep JSON document", "deep.json", raw("[" + NESTED_10K + "]"), "nested more than 100"),
    bad(
        "150 levels deep",
        "deep150.jsonl",
        raw('{"question": "q", "metadata": ' + "[" * 150 + "]" * 150 + "}\n"),
        "metadata",
        "nested more than 100",
    ),
    bad(
        "5,000-digit integer id",
        "bigid.jsonl",
        raw('{"id": ' + "9" * 5000 + ', "question": "q"}\n'),
        "'id'",
        "5000 digits",
    ),
    bad(
        "2,000-digit integer id",
        "bigid2.jsonl",
        raw('{"id": ' + "9" * 2000 + ', "question": "q"}\n'),
        "'id'",
        "1000",
    ),
    bad("id of 1001 characters", "id1001.jsonl", jl(rec(1) | {"id": "i" * 1001}), "'id'", "at most 1000"),
    bad(
        "relevant id of 5000 characters",
        "relid.jsonl",
        jl(rec(1, relevant_ids=["d" * 5000])),
        "relevant_ids[0]",
        "at most 1000",
    ),
    bad(
        "grade beyond 32 bits",
        "grade.jsonl",
        jl(rec(1, relevant_ids={"d1": 2**40})),
        "relevant_ids.d1",
        "out of range",
    ),
    # ------------------------------------------------------------ refused: records
    bad("id is a list", "idlist.jsonl", jl(rec(1) | {"id": ["a"]}), "'id'", "list"),
    bad("id is an object", "idobj.jsonl", jl(rec(1) | {"id": {"a": 1}}), "'id'", "dict"),
    bad("id is a bool", "idbool.jsonl", jl(rec(1) | {"id": True}), "'id'", "bool"),
    bad("id is a float", "idfloat.jsonl", jl(rec(1) | {"id": 1.5}), "'id'", "float"),
    bad("id is empty", "idempty.jsonl", jl(rec(1) | {"id": "  "}), "'id'", "empty"),
    bad("duplicate ids", "dupid.jsonl", jl(rec(1), rec(1)), "line 2", "duplicate id"),
    bad("question missing", "noquestion.jsonl", jl({"id": "q1", "answer": "a"}), "question"),
    bad("question a number", "qnum.jsonl", jl(rec(1) | {"question": 42}), "'question'", "string"),
    bad("question only whitespace", "qspace.jsonl", jl(rec(1) | {"question": " \t "}), "'question'", "empty"),
    bad("answer a number", "anum.jsonl", jl(rec(1, answer=3)), "'answer'"),
    bad("contexts a number", "ctxnum.jsonl", jl(rec(1, contexts=5)), "'contexts'", "int"),
    bad("contexts a nested list", "ctxnest.jsonl", jl(rec(1, contexts=[["a"]])), "contexts[0]"),
    bad(
        "context object without text",
        "ctxobj.jsonl",
        jl(rec(1, contexts=[{"id": "d"}])),
        "contexts[0]",
        "text",
    ),
    bad(
        "context score a string",
        "score.jsonl",
        jl(rec(1, contexts=[{"text": "t", "score": "high"}])),
        "contexts[0].score",
    ),
    bad(
        "context ids one short",
        "cids.jsonl",
        jl(rec(1, contexts=["a", "b"], context_ids=["d1"])),
        "context_ids",
    ),
    bad("grade a string", "gstr.jsonl", jl(rec(1, relevant_ids={"d1": "high"})), "relevant_ids.d1"),
    bad(
        "grade a fraction", "gfrac.jsonl", jl(rec(1, relevant_ids={"d1": 1.5})), "relevant_ids.d1", "integer"
    ),
    bad("grade a bool", "gbool.jsonl", jl(rec(1, relevant_ids={"d1": True})), "relevant_ids.d1"),
    bad("relevant ids a number", "relnum.jsonl", jl(rec(1, relevant_ids=3)), "'relevant_ids'"),
    bad("relevant id a list", "rellist.jsonl", jl(rec(1, relevant_ids=[["d"]])), "relevant_ids[0]"),
    bad("category a number", "cat.jsonl", jl(rec(1, category=5)), "'category'"),
    bad("metadata a list", "metalist.jsonl", jl(rec(1, metadata=[1])), "'metadata'", "object"),
    bad("two aliases disagree", "alias.jsonl", jl(rec(1, query="another")), "disagree"),
    bad(
        "a line that is a JSON list", "linelist.jsonl", jl(rec(1), [rec(2)]), "line 2", "JSON object", "list"
    ),
    bad("a line that is a string", "linestr.jsonl", jl(rec(1), '"text"'), "line 2", "JSON object"),
    bad("a line that is null", "linenull.jsonl", jl(rec(1), "null"), "line 2", "JSON object"),
    bad("JSON top level a number", "top.json", b"3", "expected a list of records"),
    bad("JSON top level a string", "topstr.json", b'"hello"', "expected a list of records"),
    bad("JSON list of scalars", "scalars.json", b'[{"question": "a"}, 2]', "row 2", "JSON object"),
    bad(
        "column dict of unequal columns",
        "uneven.json",
        raw(json.dumps({"question": ["a", "b"], "answer": ["x"]})),
        "different lengths",
    ),
    # ------------------------------------------------------------ refused: syntax
    bad("trailing comma", "comma.jsonl", raw('{"question": "a",}\n'), "line 1", "invalid JSON"),
    bad("// comment", "comment.jsonl", raw('// my data\n{"question": "a"}\n'), "line 1", "invalid JSON"),
    bad("# comment", "hash.jsonl", raw('{"question": "a"}\n# done\n'), "line 2", "invalid JSON"),
    bad("truncated last line", "trunc.jsonl", TWO + b'{"id": "q3", "quest', "line 3", "invalid JSON"),
    bad("truncated JSON document", "trunc.json", b'[{"question": "a"}, {"quest', "line 1", "invalid JSON"),
    bad(
        "two objects on one line",
        "two.jsonl",
        raw('{"question": "a"} {"question": "b"}\n'),
        "line 1",
        "Extra data",
    ),
    bad("JSON Lines named .json", "lines.json", TWO, "line 2", "Extra data"),
    bad(
        "raw control character in a string",
        "ctrl.jsonl",
        b'{"question": "a\x01b"}\n',
        "line 1",
        "invalid JSON",
    ),
    bad("single quotes", "single.jsonl", raw("{'question': 'a'}\n"), "line 1", "invalid JSON"),
]
