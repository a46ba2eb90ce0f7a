"""The text of an HTML page in one left-to-right pass: linear time, and no tree is built.

A page is read the way a person skims it: scripts, styles, the head, navigation, SVG and
templates are dropped; block elements (``p``, ``div``, ``li``, headings, ``br`` ...) end a
paragraph; inline elements (``b``, ``a``, ``span``) do not; entities are decoded.

Why not an HTML library: building a tree and editing it (what BeautifulSoup does) is
quadratic for a page of many siblings (20,000 ``<p>`` took minutes), and the standard
library's ``html.parser`` rescans malformed input (``<a<a<a...``) quadratically too. This
reader looks at each character a bounded number of times: every search stops at the next
``<`` or moves the position past what it read. Malformed markup is read as a browser
would, roughly: an unterminated tag or comment ends the page, and an unclosed dropped
element (``<nav>`` without ``</nav>``) drops the rest of the page.
"""

from __future__ import annotations

import codecs
import html
import re

__all__ = ["BLOCK_TAGS", "SKIPPED_TAGS", "decode_html", "html_text"]

BLOCK_TAGS = frozenset(
    "p div section article li tr br h1 h2 h3 h4 h5 h6 blockquote pre table ul ol dl dt dd "
    "header footer main aside".split()
)
SKIPPED_TAGS = frozenset("script style noscript template svg head nav".split())
#: elements whose content is raw text up to their end tag (markup inside is not markup)
_RAW_TEXT = frozenset(("script", "style"))
_RAW_END = {tag: re.compile(rf"</{tag}[\s/>]", re.I) for tag in _RAW_TEXT}

_NAME = re.compile(r"[A-Za-z][^\s/>]*")
# The rest of a tag up to its '>': quoted attribute values may hold '>', but nothing
# crosses a '<', so a search never reads past the next tag.
_TAG_REST = re.compile(r"""(?:[^>"'<]|"[^"<]*"|'[^'<]*')*>""")
_TAG = re.compile(r"""<(/?)([A-Za-z][^\s/>]*)((?:[^>"'<]|"[^"<]*"|'[^'<]*')*)>""")
_META_CHARSET = re.compile(rb"""<meta[^>]{0,512}?charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]{1,40})""", re.I)


def decode_html(data: bytes) -> str:
    """The page's text: by its byte-order mark, else its ``<meta charset>`` (in the first
    4 KB), else UTF-8, else Windows-1252 (the web's default), never an error."""
    boms = (
        (codecs.BOM_UTF8, "utf-8"),
        (codecs.BOM_UTF16_LE, "utf-16-le"),
        (codecs.BOM_UTF16_BE, "utf-16-be"),
    )
    for bom, encoding in boms:
        if data.startswith(bom):
            return data[len(bom) :].decode(encoding, "replace")
    declared = _META_CHARSET.search(data[:4096])
    if declared:
        try:
            encoding = codecs.lookup(declared.group(1).decode("ascii")).name
        except LookupError:
            encoding = ""
        if encoding and not encoding.startswith("utf-16"):  # a page that says utf-16 in ASCII is not
            return data.decode(encoding, "replace")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", "replace")


class _Reader:
    """One pass over a page; :meth:`run` returns the kept text with paragraph breaks."""

    def __init__(self, page: str) -> None:
        self.page = page
        self.pos = 0
        self.out: list[str] = []
        self.dropping: list[str] = []  # open dropped elements, innermost last
        self.open_count: dict[str, int] = {}  # open dropped elements by name

    def run(self) -> str:
        page, n = self.page, len(self.page)
        while self.pos < n:
            lt = page.find("<", self.pos)
            if lt < 0:
                self._text(page[self.pos :])
                break
            if lt > self.pos:
                self._text(page[self.pos : lt])
            self.pos = lt
            self._markup()
        return "".join(self.out)

    def _text(self, text: str) -> None:
        if not self.dropping:
            self.out.append(html.unescape(text))

    def _markup(self) -> None:
        page, at = self.page, self.pos
        whole = _TAG.match(page, at)  # the common case: a well-formed tag, in one match
        if whole is not None:
            self.pos = whole.end()
            tag = whole.group(2).lower()
            if whole.group(1):
                self._end(tag)
            else:
                self._start(tag, whole.group(3).endswith("/"))
        elif page.startswith("<!--", at):
            end = page.find("-->", at + 4)
            self.pos = len(page) if end < 0 else end + 3
        elif page.startswith(("<!", "<?"), at):
            end = page.find(">", at + 2)
            self.pos = len(page) if end < 0 else end + 1
        elif page.startswith("</", at) and _NAME.match(page, at + 2):
            name = _NAME.match(page, at + 2)
            assert name is not None
            self._skip_tag(name.end())
            self._end(name.group().lower())
        elif _NAME.match(page, at + 1):
            name = _NAME.match(page, at + 1)
            assert name is not None
            self._skip_tag(name.end())
            self._start(name.group().lower(), page[self.pos - 2 : self.pos] == "/>")
        else:  # a '<' that starts no tag is text
            self._text("<")
            self.pos = at + 1

    def _skip_tag(self, start: int) -> None:
        """Move past the tag's attributes and its '>' (the page's end when there is none)."""
        rest = _TAG_REST.match(self.page, start)
        if rest is not None:
            self.pos = rest.end()
            return
        end = self.page.find(">", start)
        self.pos = len(self.page) if end < 0 else end + 1

    def _start(self, tag: str, self_closing: bool) -> None:
        if tag == "body" and self.open_count.get("head"):  # a head left open ends at the body
            self._end("head")
        if tag in SKIPPED_TAGS and not self_closing:
            self.dropping.append(tag)
            self.open_count[tag] = self.open_count.get(tag, 0) + 1
            if tag in _RAW_TEXT:
                self._raw_text(tag)
            return
        if tag in BLOCK_TAGS and not self.dropping:
            self.out.append("\n\n")

    def _raw_text(self, tag: str) -> None:
        """Jump past a script's or style's content to its end tag (read by :meth:`_end`)."""
        end = _RAW_END[tag].search(self.page, self.pos)
        self.pos = len(self.page) if end is None else end.start()

    def _end(self, tag: str) -> None:
        if self.open_count.get(tag):
            while self.dropping:  # close it and whatever was left open inside it
                inner = self.dropping.pop()
                self.open_count[inner] -= 1
                if inner == tag:
                    break
            return
        if tag in BLOCK_TAGS and not self.dropping:
            self.out.append("\n\n")


def html_text(page: str) -> str:
    """The readable text of ``page`` (see the module's doc); paragraphs are separated by
    blank lines, whitespace inside them is left as it was."""
    return _Reader(page).run()
