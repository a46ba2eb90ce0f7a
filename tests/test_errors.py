"""One error root: everything ragmeter raises on purpose is a RagmeterError (the CLI's
exit 2), and the ValueError/KeyError a caller may already catch still catches it."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Callable
from typing import Any

import pytest

import ragmeter
import ragmeter.retrieval
from ragmeter.errors import ConfigError, DataError, NotEvaluatedError, RagmeterError

#: exceptions that never leave ragmeter: each is turned into a located DataError where it is caught
INTERNAL = {
    "ragmeter.datasets.strictjson.JSONProblem": "marks what the strict JSON hooks refuse",
    "ragmeter.retrieval._gather.FormatError": "the C reader's bad line, worded by inputs.located",
    # the transports' own failures: each becomes a classified BackendError where the call is made
    "ragmeter.llm.budget.DeadlineExceeded": "a call past its deadline: BackendError timeout",
    "ragmeter.llm.budget.ReplyTooLarge": "a reply over the cap: BackendError protocol",
    "ragmeter.llm.http1.BadReply": "not HTTP/1.x: BackendError protocol",
    "ragmeter.llm.http1.ConnectFailed": "no connection: BackendError connect",
    "ragmeter.llm.http1.Dropped": "a dropped connection: BackendError connection",
}


def _modules() -> list[str]:
    names = [ragmeter.__name__]
    for info in pkgutil.walk_packages(ragmeter.__path__, prefix="ragmeter."):
        if not info.name.endswith("__main__"):
            names.append(info.name)
    return names


def test_every_exception_class_derives_from_the_root() -> None:
    outside = []
    for name in _modules():
        module = importlib.import_module(name)
        for cls_name, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ != name or not issubclass(cls, BaseException) or issubclass(cls, Warning):
                continue
            qualified = f"{name}.{cls_name}"
            if qualified not in INTERNAL and not issubclass(cls, RagmeterError):
                outside.append(qualified)
    assert outside == [], f"exception classes outside ragmeter.errors.RagmeterError: {outside}"


def _run() -> Any:
    return ragmeter.evaluate([{"question": "q", "answer": "a"}], "f1", keep_samples=False)


@pytest.mark.parametrize(
    ("call", "kind"),
    [
        (lambda: ragmeter.parse_metric("bogus"), ConfigError),
        (lambda: ragmeter.Score(2.0), DataError),
        (lambda: ragmeter.cohen_kappa([], []), DataError),
        (lambda: __import__("ragmeter.compare").compare.randomization_p_value([]), DataError),
        (lambda: __import__("ragmeter.report.html_data").report.html_data.histogram([1.5]), DataError),
        (
            lambda: ragmeter.retrieval.evaluate({"q": {"d": 1}}, {"q": {"d": 1.0}}, ["ndcg(gain=cubic)"]),
            ConfigError,
        ),
        (lambda: ragmeter.judges.PartialJudgement({"usage": ragmeter.JudgeError("x")}), ConfigError),
        (lambda: _run().samples, NotEvaluatedError),
        (lambda: _run()["faithfulness"], NotEvaluatedError),
    ],
)
def test_what_ragmeter_refuses_is_a_ragmeter_error(call: Callable[[], Any], kind: type[Exception]) -> None:
    with pytest.raises(kind) as info:
        call()
    assert isinstance(info.value, RagmeterError)


def test_the_older_catch_clauses_still_catch() -> None:
    assert issubclass(ConfigError, ValueError) and issubclass(DataError, ValueError)
    assert issubclass(NotEvaluatedError, KeyError)
    assert str(NotEvaluatedError("metric 'x' was not evaluated")) == "metric 'x' was not evaluated"
    assert issubclass(ragmeter.JudgeError, RagmeterError)
    from ragmeter.llm.backend import BackendError

    assert issubclass(BackendError, RagmeterError)
