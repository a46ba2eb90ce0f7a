"""pytest plugin (entry point ``ragmeter``): metric thresholds inside a test suite.

Loaded by pytest only; the core never imports it, so pytest stays out of ragmeter's
runtime dependencies. Importing it is cheap (ragmeter itself loads on first use)::

    def test_rag_quality(ragmeter_gate):
        ragmeter_gate("tests/golden.jsonl", faithfulness=0.8, context_recall=0.7)

    def test_my_system(ragmeter_gate):
        result = ragmeter_gate(["Who runs Tesla?"], system=my_rag, thresholds={"hallucination": 0.1})

A threshold is a floor, or a ceiling for lower-is-better metrics (``hallucination``).
Metrics named in thresholds are evaluated even when ``metrics`` leaves them out.
``pytest --ragmeter-store PATH`` records each evaluation in that run history, labelled
with the test's id (or ``label=``). ``judge=`` takes a judge or a judge spec
(``"offline"``, ``"offline:rules"``, ``"llm:gpt-4o-mini"``, or a name an installed
package registers under the ``ragmeter.judges`` entry points), built by
:func:`ragmeter.judges.from_spec` with ``judge_options``; ``pytest --ragmeter-judge SPEC``
sets the spec for every gate that does not name one (e.g. the LLM judge in a nightly CI
job, the offline judge on every push).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

import pytest

__all__ = ["assert_thresholds", "ragmeter_gate"]


def assert_thresholds(result: Any, thresholds: Any = None, **more: float) -> None:
    """Raise ``AssertionError`` listing every failed gate (see :mod:`ragmeter.gates`)."""
    from ragmeter.gates import assert_thresholds as check

    check(result, thresholds, **more)


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("ragmeter")
    group.addoption(
        "--ragmeter-store",
        metavar="PATH",
        default=None,
        help="Record the evaluations made through the ragmeter_gate fixture in this run history.",
    )
    group.addoption(
        "--ragmeter-judge",
        metavar="SPEC",
        default=None,
        help="Judge spec for the ragmeter_gate fixture when a test does not pass judge= "
        "(offline, offline:MODE, llm:MODEL, or a judge an installed package registers).",
    )


@pytest.fixture
def ragmeter_gate(request: pytest.FixtureRequest) -> Callable[..., Any]:
    """``ragmeter_gate(data, thresholds=None, *, metrics=None, judge=None, judge_options=None,
    system=None, label=None, **thresholds) -> Run``: evaluate, record if asked, assert the
    gates. ``judge``: a judge, or a spec built with ``judge_options`` (and closed after)."""
    store_path = request.config.getoption("--ragmeter-store")
    default_judge = request.config.getoption("--ragmeter-judge")

    def gate(
        data: Any,
        thresholds: dict[str, float] | None = None,
        *,
        metrics: str | Iterable[str] | None = None,
        judge: Any = None,
        judge_options: Mapping[str, Any] | None = None,
        system: Any = None,
        label: str | None = None,
        **more: float,
    ) -> Any:
        import ragmeter
        from ragmeter.gates import normalise_thresholds
        from ragmeter.judges import abilities, from_spec
        from ragmeter.metrics import parse_metrics

        wanted = normalise_thresholds({**(thresholds or {}), **more})
        names = [str(m) for m in parse_metrics(metrics)]
        names += [m for m in wanted if m not in names]
        spec = judge if judge is not None else default_judge
        built = from_spec(spec, **dict(judge_options or {})) if isinstance(spec, str) else spec
        try:
            result = ragmeter.evaluate(data, names, built, system=system)
        finally:
            if isinstance(spec, str):  # built here: released here
                abilities(built).close()
        if store_path:
            from ragmeter.store import Store

            with Store(store_path) as store:
                store.save(result, label=label or request.node.nodeid)
        assert_thresholds(result, wanted)
        return result

    return gate
