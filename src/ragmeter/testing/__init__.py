"""Test doubles for code that uses ragmeter's LLM judge: no network, no key.

* :class:`ScriptedBackend`: an in-process backend (like httpx's ``MockTransport``).
* :class:`FakeOpenAIServer`: a real HTTP server on 127.0.0.1 speaking Chat Completions,
  for end-to-end tests through the ``openai`` SDK.
* :class:`Reply` and :class:`Fault` script them; :func:`judge_responder` answers
  ragmeter's judge requests plausibly when the script runs out.
"""

from ragmeter.testing.fake_server import FakeOpenAIServer
from ragmeter.testing.script import Fault, Reply, Responder, judge_responder
from ragmeter.testing.scripted import ScriptedBackend

__all__ = ["FakeOpenAIServer", "Fault", "Reply", "Responder", "ScriptedBackend", "judge_responder"]
