"""Helpers of the test-set generation and system-runner tests: a minimal PDF writer
(no PDF library is needed to make one) and a small corpus written to a folder."""

from __future__ import annotations

from pathlib import Path


def tiny_pdf(lines: list[str]) -> bytes:
    """A one-page PDF showing ``lines`` in Helvetica (ASCII text)."""
    ops = " ".join(f"({line}) Tj 0 -16 Td" for line in lines)
    content = f"BT /F1 12 Tf 72 720 Td {ops} ET"
    objects = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        "/Resources << /Font << /F1 5 0 R >> >> >>",
        f"<< /Length {len(content)} >>\nstream\n{content}\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = b"%PDF-1.4\n"
    offsets = []
    for i, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{i} 0 obj\n{body}\nendobj\n".encode("latin-1")
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for off in offsets:
        out += f"{off:010d} 00000 n \n".encode()
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return out


def write_corpus(root: Path) -> Path:
    """A corpus of every supported kind: .md, .txt, .html, .pdf, Korean text."""
    (root / "sub").mkdir(parents=True)
    (root / "a.md").write_text(
        "# Orion\n\nThe Orion rover landed in 2031 near the crater Vela. It carried a drill that reached "
        "two metres.\n\nIn 2033 the Orion rover found water ice under the crater rim, after two years "
        "of drilling.\n",
        encoding="utf-8",
    )
    (root / "sub" / "b.txt").write_text(
        "The Lyra rover landed in 2035. It weighs 900 kilograms, while the Orion rover weighs 1,200 "
        "kilograms.\r\nLyra carries a laser spectrometer.\r\n",
        encoding="utf-8",
    )
    (root / "c.html").write_text(
        "<html><head><title>T</title><style>p {color: red}</style></head><body>"
        "<script>var secret = 'do not index';</script><nav>Home | Shop</nav>"
        "<h1>Mission control</h1><p>Mission control sits in <b>Darmstadt</b> and talks to both "
        "rovers every day.</p><p>Each call lasts twenty minutes.</p></body></html>",
        encoding="utf-8",
    )
    pdf = tiny_pdf(["The Vela crater is 40 kilometres wide.", "It was named in 1998."])
    (root / "d.pdf").write_bytes(pdf)
    (root / "ko.md").write_text(
        "# 별빛 천문대\n\n별빛 천문대는 2012년에 문을 열었다. 천문대의 주 망원경은 구경이 1미터이다.\n",
        encoding="utf-8",
    )
    (root / ".hidden.md").write_text("never read", encoding="utf-8")
    (root / "notes.csv").write_text("not,a,document\n", encoding="utf-8")
    return root
