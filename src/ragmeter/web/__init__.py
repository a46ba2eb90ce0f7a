"""The local web UI (``ragmeter serve``): read-only pages over the run store."""

from ragmeter.web.app import Response, RunStore, WebApp, make_server

__all__ = ["Response", "RunStore", "WebApp", "make_server"]
