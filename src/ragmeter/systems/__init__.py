"""The system under test: call a RAG system on every question of a test set, then
evaluate what it answered.

* :class:`SystemRun` calls it (concurrently, in input order), records each call's
  latency and failure (``system_error`` samples, never dropped) and summarises them.
* :class:`EndpointSystem`: a RAG service behind HTTP (JSON request template, JSON
  paths to the answer, contexts and ids), over the LLM judge's transport, retry policy
  and adaptive concurrency.
* :class:`LangChainSystem`, :class:`LlamaIndexSystem` and :func:`read_output`: what
  frameworks return, read without importing them.
* :func:`load_system`: ``module:function`` (or ``file.py:function``) by name.
"""

from ragmeter.systems.adapters import (
    LangChainSystem,
    LlamaIndexSystem,
    SystemOutputError,
    as_callable,
    describe_system,
    read_output,
)
from ragmeter.systems.endpoint import DEFAULT_REQUEST, EndpointSystem, SystemCallError, SystemUnreachable
from ragmeter.systems.loading import load_system
from ragmeter.systems.paths import JsonPath, PathError
from ragmeter.systems.run import SYSTEM_CALL_KEY, SystemRun, percentile

__all__ = [
    "DEFAULT_REQUEST",
    "SYSTEM_CALL_KEY",
    "EndpointSystem",
    "JsonPath",
    "LangChainSystem",
    "LlamaIndexSystem",
    "PathError",
    "SystemCallError",
    "SystemOutputError",
    "SystemRun",
    "SystemUnreachable",
    "as_callable",
    "describe_system",
    "load_system",
    "percentile",
    "read_output",
]
