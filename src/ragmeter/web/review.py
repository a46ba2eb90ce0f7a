"""``ragmeter serve --review``: label a run's samples one after another (faithful or not,
correct or not, any metric's value, a comment), stored append-only in the store with who
and when (``Store.reviews``).

The one place where the web UI writes. What guards it:

* it is only built when asked (``--review``) and only on a loopback address;
* every POST carries the token issued with the page (a random secret of this server
  process, compared in constant time): another site can make the browser send a form
  here, but cannot read a page of this app, so it cannot know the token;
* a POST with an ``Origin`` other than this server's is refused as well, and only a
  form's content type, of a bounded size, is read;
* every value shown is escaped by the template (jinja2's autoescape); the page's script
  reads no data, it only submits the form on a key.

Routing stays pure: :meth:`ReviewDesk.page` and :meth:`ReviewDesk.post` return a
:class:`~ragmeter.web.app.Response` from plain arguments, tested without a socket.
"""

from __future__ import annotations

import hmac
import math
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from http import HTTPStatus
from itertools import islice
from typing import Any, Protocol
from urllib.parse import parse_qs, quote, urlsplit

from ragmeter.errors import RagmeterError

__all__ = ["MAX_FORM", "ReviewDesk", "review_url"]

#: the largest form body read (a comment is at most 10,000 characters)
MAX_FORM = 256 * 1024
_FORM = "application/x-www-form-urlencoded"
#: the metrics with their own buttons: (metric, label of 1, label of 0, key for 1, key for 0)
QUICK = (
    ("faithfulness", "faithful", "not faithful", "f", "d"),
    ("answer_correctness", "correct", "not correct", "c", "x"),
)


class ReviewStore(Protocol):
    """What the desk needs of :class:`ragmeter.store.Store`."""

    def resolve(self, ref: str) -> str: ...

    def run_info(self, ref: str) -> Any: ...

    def iter_records(self, ref: str, *, details: bool = True) -> Any: ...

    @property
    def reviews(self) -> Any: ...


def review_url(run_id: str, index: int | None = None) -> str:
    url = "/review/" + quote(str(run_id), safe="")
    return url if index is None else f"{url}?i={index}"


@dataclass(frozen=True)
class Posted:
    """A form as sent, checked."""

    run: str
    seq: int
    sample_id: str
    reviewer: str
    metric: str | None
    value: float | None
    comment: str
    advance: bool


class FormError(RagmeterError):
    """A form that cannot be recorded; the message says why (400)."""


def _field(form: Mapping[str, list[str]], name: str) -> str:
    values = form.get(name, [])
    return values[-1] if values else ""


def _value(text: str) -> float | None:
    text = text.strip()
    if text in ("", "clear"):
        return None
    try:
        value = float(text)
    except ValueError:
        raise FormError(f"a label is a number in [0, 1], got {text[:20]!r}") from None
    if not math.isfinite(value) or not 0.0 <= value <= 1.0:
        raise FormError(f"a label is a number in [0, 1], got {text[:20]!r}")
    return value


class ReviewDesk:
    """The review pages of one store, for one server process (its token)."""

    def __init__(self, store: ReviewStore, *, reviewer: str = "", token: str | None = None) -> None:
        self.store = store
        self.reviewer = reviewer
        self.token = token or secrets.token_urlsafe(32)

    # ------------------------------------------------------------ reading
    def _sample(self, run_id: str, index: int) -> dict[str, Any] | None:
        return next(islice(self.store.iter_records(run_id), index, index + 1), None)

    def page(
        self, ref: str, query: Mapping[str, str], nav: Sequence[tuple[str, str]]
    ) -> tuple[str, dict[str, Any]]:
        """The template and context of one sample's review page."""
        from ragmeter.store.labels import state

        info = self.store.run_info(ref)
        if not info.complete:
            raise RagmeterError(f"run {info.id} is incomplete; only complete runs are reviewed")
        n = int(info.n)
        if n == 0:
            raise RagmeterError(f"run {info.id} has no samples")
        try:
            index = int(query.get("i", "0"))
        except ValueError:
            index = 0
        index = min(max(index, 0), n - 1)
        record = self._sample(info.id, index)
        if record is None:
            raise RagmeterError(f"run {info.id} has no sample at position {index}")
        history = self.store.reviews.history(info.id, index)
        current = state(history) if history else None
        labelled = self.store.reviews.counts(info.id)
        unlabelled = [i for i in range(n) if not labelled.get(i)]
        after = [i for i in unlabelled if i > index] or [i for i in unlabelled if i != index]
        metrics = [m for m in info.metrics if m != "overall"]
        return "review.html.j2", {
            "run": info,
            "index": index,
            "n": n,
            "record": record,
            "scores": list((record.get("scores") or {}).items()),
            "metrics": metrics,
            "quick": QUICK,
            "current": current,
            "history": history[-20:],
            "n_labelled": sum(1 for v in labelled.values() if v),
            "prev_url": review_url(info.id, index - 1) if index > 0 else None,
            "next_url": review_url(info.id, index + 1) if index < n - 1 else None,
            "next_unlabelled_url": review_url(info.id, after[0]) if after else None,
            "post_url": review_url(info.id) + "/label",
            "token": self.token,
            "reviewer": self.reviewer,
            "saved": query.get("saved") == "1",
            "nav": list(nav),
        }

    # ------------------------------------------------------------ writing
    def check_request(self, headers: Mapping[str, str] | None, body: bytes) -> dict[str, list[str]]:
        """The form of an acceptable POST, or a :class:`PermissionError` (403) /
        :class:`FormError` (400) saying why not."""
        if headers is None:
            raise PermissionError("review labels are written only through a loopback address")
        lower = {k.lower(): v for k, v in headers.items()}
        origin = lower.get("origin")
        if origin is not None and origin != "null":
            host = lower.get("host", "")
            if urlsplit(origin).netloc.lower() != host.lower():
                raise PermissionError("cross-site request refused (Origin is not this server)")
        if lower.get("content-type", "").split(";", 1)[0].strip().lower() != _FORM:
            raise FormError(f"the review form is sent as {_FORM}")
        if len(body) > MAX_FORM:
            raise FormError(f"a review form is at most {MAX_FORM:,} bytes")
        try:
            form = parse_qs(
                body.decode("utf-8"), keep_blank_values=True, strict_parsing=False, max_num_fields=20
            )
        except (UnicodeDecodeError, ValueError) as exc:
            raise FormError(f"unreadable form ({exc})") from None
        sent = _field(form, "token")
        if not sent or not hmac.compare_digest(sent.encode(), self.token.encode()):
            raise PermissionError(
                "missing or wrong review token: reload the page (the server may have restarted)"
            )
        return form

    def parse(self, run_ref: str, form: Mapping[str, list[str]]) -> Posted:
        """``label`` is what was pressed: ``METRIC=VALUE`` (a quick button; VALUE ``clear``
        withdraws the label), ``custom`` (the metric and value fields), or ``comment``."""
        try:
            seq = int(_field(form, "seq"))
        except ValueError:
            raise FormError("the form names no sample position (seq)") from None
        pressed = _field(form, "label").strip()
        metric: str | None = None
        value: float | None = None
        if pressed == "custom":
            metric = _field(form, "metric").strip() or None
            if metric is None or not _field(form, "value").strip():
                raise FormError("choose a metric and give its value in [0, 1] (or 'clear')")
            value = _value(_field(form, "value"))
        elif "=" in pressed:
            name, _, text = pressed.partition("=")
            metric, value = name.strip() or None, _value(text)
            if metric is None:
                raise FormError("a label names its metric")
        elif pressed not in ("", "comment"):
            raise FormError(f"unknown action {pressed[:40]!r}")
        return Posted(
            run=self.store.resolve(run_ref),
            seq=seq,
            sample_id=_field(form, "sample_id"),
            reviewer=_field(form, "reviewer"),
            metric=metric,
            value=value,
            comment=_field(form, "comment").replace("\r\n", "\n"),
            advance=_field(form, "advance") == "1",
        )

    def post(self, run_ref: str, headers: Mapping[str, str] | None, body: bytes) -> tuple[int, str]:
        """Record one act; returns (status, where to go or why not)."""
        from ragmeter.store import StoreError

        try:
            form = self.check_request(headers, body)
            posted = self.parse(run_ref, form)
            info = self.store.run_info(posted.run)
            if not 0 <= posted.seq < int(info.n):
                raise FormError(f"run {info.id} has no sample at position {posted.seq}")
            record = self._sample(info.id, posted.seq)
            if record is None or str(record.get("id")) != posted.sample_id:
                raise FormError("the sample changed under the form; reload the page")
            self.store.reviews.add(
                info.id,
                posted.seq,
                reviewer=posted.reviewer,
                metric=posted.metric,
                value=posted.value,
                comment=posted.comment,
            )
        except PermissionError as exc:
            return HTTPStatus.FORBIDDEN, str(exc)
        except (FormError, StoreError) as exc:
            return HTTPStatus.BAD_REQUEST, str(exc)
        index = posted.seq + 1 if posted.advance and posted.seq + 1 < int(info.n) else posted.seq
        return HTTPStatus.SEE_OTHER, review_url(info.id, index) + "&saved=1"
