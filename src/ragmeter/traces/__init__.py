"""Traced traffic -> RAG interactions: OTLP requests (protobuf or JSON, the ``traces``
extra) and Phoenix span exports become :class:`Span` values, and the spans of a trace
become :class:`Interaction` values (question, contexts with ids, scores and ranks,
answer, model, latency, tokens) by OpenInference's and the GenAI conventions.

Pure: nothing here opens a socket or the store (the receiver is ``ragmeter.web.collector``,
storage ``ragmeter.store.traces``)."""

from ragmeter.traces.duration import parse_duration
from ragmeter.traces.interactions import Interaction, Skipped, TracedContext, interactions, take
from ragmeter.traces.spans import Span

__all__ = ["Interaction", "Skipped", "Span", "TracedContext", "interactions", "parse_duration", "take"]
