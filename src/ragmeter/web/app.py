"""``ragmeter serve``: a small read-only web app over the run store (standard library only).

Pages: ``/`` the runs, ``/runs/<ref>`` a run's dashboard (with the trend of its
dataset), ``/compare?a=<ref>&b=<ref>`` run B against run A, ``/traffic`` the headline
metrics of the trace runs over time, ``/static/plotly.min.js``. Routing is a pure
function of (method, path, headers, body) -> :class:`Response`, so it is tested without
a socket; :func:`make_server` wraps it in a threading HTTP server.
Only GET and HEAD are answered, unless the app was given a review desk
(``serve --review``, :mod:`ragmeter.web.review`): then ``/review/<ref>`` labels a run's
samples and ``POST /review/<ref>/label`` records a label. Nothing else writes.
"""

from __future__ import annotations

import ipaddress
import os
import sys
import traceback
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Protocol
from urllib.parse import parse_qs, quote, unquote, urlsplit

from ragmeter.errors import RagmeterError
from ragmeter.types import Comparison, Run, RunInfo
from ragmeter.types.display import HEADLINE
from ragmeter.types.timeline import Timeline
from ragmeter.web.httpd import make as make_http_server
from ragmeter.web.review import MAX_FORM, ReviewDesk, review_url

__all__ = ["Compare", "Response", "RunStore", "WebApp", "make_server"]

PLOTLY_URL = "/static/plotly.min.js"
_HTML = "text/html; charset=utf-8"
# Inline scripts carry the page's code and JSON data; nothing may be fetched from elsewhere.
CSP = (
    "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'unsafe-inline'; "
    "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; form-action 'self'; "
    "base-uri 'none'; frame-ancestors 'none'"
)


class RunStore(Protocol):
    """What the app reads from :class:`ragmeter.store.Store`."""

    def list_runs(self, dataset_fingerprint: str | None = None) -> Sequence[RunInfo]: ...

    def resolve(self, ref: str) -> str: ...

    def load_run(self, ref: str) -> Run: ...


#: ``compare_runs(a, b, allow_different_data=...)`` of :mod:`ragmeter.compare`
Compare = Callable[..., Comparison]
#: the traffic timeline by ``"day"`` or ``"run"`` (:func:`ragmeter.timeline.timeline` over the store)
Timelines = Callable[[str], Timeline]


@dataclass
class Response:
    status: int
    body: bytes
    content_type: str = _HTML
    headers: dict[str, str] = field(default_factory=dict)


class WebApp:
    """The pages, rendered from the store on each request (runs are immutable once complete)."""

    def __init__(
        self,
        store: RunStore,
        *,
        compare: Compare | None = None,
        store_path: str = "",
        max_samples: int = 2000,
        review: ReviewDesk | None = None,
        timeline: Timelines | None = None,
    ) -> None:
        self.store = store
        self.compare = compare
        self.store_path = store_path
        self.max_samples = max_samples
        self.review = review
        self.timeline = timeline

    # ------------------------------------------------------------ routing
    def handle(
        self, method: str, target: str, headers: Mapping[str, str] | None = None, body: bytes = b""
    ) -> Response:
        """``headers`` None: the server is not on loopback (no Host check, no writes)."""
        writes = method == "POST" and self.review is not None
        if method not in ("GET", "HEAD") and not writes:
            resp = self.error(HTTPStatus.METHOD_NOT_ALLOWED, "this server is read-only")
            resp.headers["Allow"] = "GET, HEAD"
            return resp
        if headers is not None and not _host_allowed(headers.get("Host", "")):
            return self.error(HTTPStatus.MISDIRECTED_REQUEST, "unexpected Host header")
        url = urlsplit(target)
        path = url.path
        query = {k: v[-1] for k, v in parse_qs(url.query).items()}
        try:
            if path.startswith("/review/") and self.review is not None:
                return self._review(method, unquote(path[len("/review/") :]), query, headers, body)
            if writes:
                resp = self.error(HTTPStatus.METHOD_NOT_ALLOWED, "only review labels are written here")
                resp.headers["Allow"] = "GET, HEAD"
                return resp
            if path == "/traffic":
                return self.traffic_page(query)
            if path in ("/", "/runs", "/runs/"):
                return self.runs_page()
            if path.startswith("/runs/"):
                return self.run_page(unquote(path[len("/runs/") :]))
            if path == "/compare":
                if not query.get("a") or not query.get("b"):
                    return self.error(HTTPStatus.BAD_REQUEST, "compare needs two runs: /compare?a=RUN&b=RUN")
                return self.compare_page(query["a"], query["b"])
            if path == PLOTLY_URL:
                return self.plotly()
        except RagmeterError as exc:  # a run that does not exist, a file that is not a run
            return self.error(HTTPStatus.NOT_FOUND, str(exc))
        except Exception as exc:  # a bug: a 500 page, one line on stderr, never an empty reply
            _log_internal(target, exc)
            return self.error(
                HTTPStatus.INTERNAL_SERVER_ERROR, "internal error (a bug in ragmeter); see the server's log"
            )
        return self.error(HTTPStatus.NOT_FOUND, f"no page at {path}")

    # ------------------------------------------------------------ pages
    def runs_page(self) -> Response:
        from ragmeter.report.html import render_page

        runs = list(self.store.list_runs())
        present = {m for r in runs for m in r.means}
        page = render_page(
            "runs.html.j2",
            runs=runs,
            headline=[m for m in HEADLINE if m in present],
            run_urls={r.id: run_url(r.id) for r in runs},
            review_urls={r.id: review_url(r.id) for r in runs} if self.review is not None else {},
            compare_url="/compare",
            store_path=self.store_path,
            nav=self._top_nav(),
        )
        return Response(HTTPStatus.OK, page.encode("utf-8"))

    def _trend(self, run: Run) -> list[RunInfo]:
        fingerprint = run.summary.dataset.fingerprint
        if not fingerprint:
            return []
        return [r for r in self.store.list_runs(fingerprint) if r.complete]

    def run_page(self, ref: str) -> Response:
        from ragmeter.report.html import render_html

        run = self.store.load_run(ref)
        traced = self.timeline is not None and "traces" in run.summary.extra
        page = render_html(
            run,
            trend=self._trend(run),
            max_samples=self.max_samples,
            plotly_src=PLOTLY_URL,
            nav=self._nav(run),
            timeline=self.timeline("day") if traced and self.timeline is not None else None,
        )
        return Response(HTTPStatus.OK, page.encode("utf-8"))

    def compare_page(self, ref_a: str, ref_b: str) -> Response:
        from ragmeter.report.html import render_html

        if self.compare is None:
            return self.error(HTTPStatus.NOT_IMPLEMENTED, "this server was started without comparisons")
        a = self.store.load_run(ref_a)
        b = self.store.load_run(ref_b)
        comparison = self.compare(a, b, allow_different_data=True)
        page = render_html(
            b,
            comparison=comparison,
            trend=self._trend(b),
            max_samples=self.max_samples,
            plotly_src=PLOTLY_URL,
            nav=self._nav(b),
        )
        return Response(HTTPStatus.OK, page.encode("utf-8"))

    def _top_nav(self) -> list[tuple[str, str]]:
        return [("runs", "/")] + ([("traffic", "/traffic")] if self.timeline is not None else [])

    def _nav(self, run: Run) -> list[tuple[str, str]]:
        nav = self._top_nav()
        if run.info is not None:
            nav.append((f"run {run.info.id}", run_url(run.info.id)))
            if self.review is not None:
                nav.append(("review it", review_url(run.info.id)))
        return nav

    # ------------------------------------------------------------ review (serve --review)
    def _review(
        self, method: str, rest: str, query: Mapping[str, str], headers: Mapping[str, str] | None, body: bytes
    ) -> Response:
        from ragmeter.report.html import render_page

        assert self.review is not None
        if method == "POST":
            if not rest.endswith("/label"):
                return self.error(HTTPStatus.NOT_FOUND, "labels are posted to /review/RUN/label")
            status, where = self.review.post(rest[: -len("/label")], headers, body)
            if status == HTTPStatus.SEE_OTHER:
                return Response(status, b"", "text/plain; charset=utf-8", {"Location": where})
            return self.error(HTTPStatus(status), where)
        ref = rest.rstrip("/")
        template, context = self.review.page(ref, query, self._top_nav())
        context["nav"] = context["nav"] + [(f"run {context['run'].id}", run_url(context["run"].id))]
        page = render_page(template, **context)
        return Response(HTTPStatus.OK, page.encode("utf-8"), headers={"Cache-Control": "no-store"})

    # ------------------------------------------------------------ scores over time
    def traffic_page(self, query: Mapping[str, str]) -> Response:
        from ragmeter.report.html import render_timeline_page

        if self.timeline is None:
            return self.error(HTTPStatus.NOT_FOUND, "this server was started without the traffic timeline")
        by = query.get("by", "day")
        if by not in ("day", "run"):
            return self.error(HTTPStatus.BAD_REQUEST, "by must be day or run")
        timeline = self.timeline(by)
        page = render_timeline_page(timeline, plotly_src=PLOTLY_URL, nav=self._top_nav())
        return Response(HTTPStatus.OK, page.encode("utf-8"))

    def plotly(self) -> Response:
        from ragmeter.report.html import plotly_js

        js, _ = plotly_js()
        return Response(
            HTTPStatus.OK,
            js.encode("utf-8"),
            "text/javascript; charset=utf-8",
            {"Cache-Control": "public, max-age=86400"},
        )

    def error(self, status: HTTPStatus, message: str) -> Response:
        from ragmeter.report.html import render_page

        page = render_page(
            "error.html.j2", status=int(status), title=status.phrase, message=message, nav=[("runs", "/")]
        )
        return Response(int(status), page.encode("utf-8"))


def _log_internal(target: str, exc: BaseException) -> None:
    from ragmeter.report.visible import visible

    if os.environ.get("RAGMETER_DEBUG"):
        traceback.print_exception(exc, file=sys.stderr)
    print(
        visible(f"ragmeter serve: internal error on {target}: {type(exc).__name__}: {exc}")
        + " (set RAGMETER_DEBUG=1 for the traceback and report it)",
        file=sys.stderr,
    )


def run_url(run_id: str) -> str:
    return "/runs/" + quote(str(run_id), safe="")


def _host_allowed(host: str) -> bool:
    """Refuse requests whose Host is neither a loopback address nor ``localhost`` when
    the app listens on loopback (guards the local app against DNS rebinding)."""
    name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
    name = name.strip("[]").lower()
    if name in ("localhost", ""):
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


class _Handler(BaseHTTPRequestHandler):
    """Answers with the class's ``app`` (set by :func:`make_server`); the Host check only
    on ``loopback``."""

    app: WebApp
    loopback: bool

    server_version = "ragmeter"
    sys_version = ""

    def _answer(self, head_only: bool, body: bytes = b"") -> None:
        headers = dict(self.headers.items()) if self.loopback else None
        try:
            resp = self.app.handle("GET" if head_only else self.command, self.path, headers, body)
        except Exception as exc:  # even the error page failed: plain text
            _log_internal(self.path, exc)
            resp = Response(500, b"internal error\n", "text/plain; charset=utf-8")
        self.send_response(resp.status)
        self.send_header("Content-Type", resp.content_type)
        self.send_header("Content-Length", str(len(resp.body)))
        self.send_header("Content-Security-Policy", CSP)
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        for k, v in resp.headers.items():
            self.send_header(k, v)
        self.end_headers()
        if not head_only:
            self.wfile.write(resp.body)

    def do_GET(self) -> None:
        self._answer(head_only=False)

    def do_HEAD(self) -> None:
        self._answer(head_only=True)

    def _refuse(self) -> None:
        self._answer(head_only=False)

    def do_POST(self) -> None:
        if self.app.review is None:
            self._refuse()
            return
        try:
            length = int(self.headers.get("Content-Length", ""))
        except ValueError:
            length = -1
        if not 0 <= length <= MAX_FORM:  # a review form is small; nothing else is read
            self.close_connection = True
            resp = (
                self.app.error(HTTPStatus.LENGTH_REQUIRED, "a form is sent with its Content-Length")
                if length < 0
                else self.app.error(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, "a review form is a few kilobytes")
            )
            self.send_response(resp.status)
            self.send_header("Content-Type", resp.content_type)
            self.send_header("Content-Length", str(len(resp.body)))
            self.end_headers()
            self.wfile.write(resp.body)
            return
        self._answer(head_only=False, body=self.rfile.read(length))

    do_PUT = do_DELETE = do_PATCH = _refuse

    def log_message(self, format: str, *args: Any) -> None:  # quiet by default
        pass


def make_server(app: WebApp, host: str = "127.0.0.1", port: int = 8000) -> ThreadingHTTPServer:
    """A threading HTTP server answering with ``app``; ``port=0`` picks a free port.
    The Host check applies only when listening on loopback (elsewhere the user chose
    to expose it and names the host)."""
    loopback = host == "localhost" or _is_loopback(host)
    handler = type("Handler", (_Handler,), {"app": app, "loopback": loopback})
    return make_http_server(host, port, handler, "ragmeter serve")


def _is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
