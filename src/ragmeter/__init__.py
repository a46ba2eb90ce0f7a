"""ragmeter: measure how well a retrieval-augmented generation system works, and why it fails.

>>> import ragmeter
>>> result = ragmeter.evaluate([{"question": "Who runs Tesla?", "answer": "Elon Musk runs Tesla.",
...                              "contexts": ["Elon Musk is the CEO of Tesla."]}])
>>> result["faithfulness"]
1.0

``evaluate`` returns a :class:`Run` (``ragmeter.types``): the same type a stored run is
read back as (``Store.load_run``), and what :func:`compare_runs` takes two of.
:func:`generate` writes a test set from your documents with an LLM
(:func:`ragmeter.testset.generate`).

The names below are loaded on first use (PEP 562), so ``import ragmeter.retrieval`` or
``ragmeter --help`` pays only for what it uses, not for the judges, the runner and numpy's
users all at once. Type checkers read the imports under ``TYPE_CHECKING``.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from ragmeter._version import __version__
from ragmeter.errors import ConfigError, DataError, RagmeterError

if TYPE_CHECKING:
    from ragmeter.calibration import cohen_kappa
    from ragmeter.compare import compare_runs
    from ragmeter.datasets import load_samples
    from ragmeter.judges.base import Judge, JudgeError
    from ragmeter.judges.offline import OfflineJudge
    from ragmeter.metrics import Metric, parse_metric
    from ragmeter.runner import EvalConfig, evaluate
    from ragmeter.sample import Context, Diagnosis, Sample, Score, Status
    from ragmeter.testset.api import generate
    from ragmeter.types import Comparison, Run, SampleResult, Summary

#: public name -> the module it is loaded from on first use
_LAZY: dict[str, str] = {
    "cohen_kappa": "ragmeter.calibration",
    "compare_runs": "ragmeter.compare",
    "load_samples": "ragmeter.datasets",
    "Judge": "ragmeter.judges.base",
    "JudgeError": "ragmeter.judges.base",
    "OfflineJudge": "ragmeter.judges.offline",
    "Metric": "ragmeter.metrics",
    "parse_metric": "ragmeter.metrics",
    "EvalConfig": "ragmeter.runner",
    "evaluate": "ragmeter.runner",
    "Context": "ragmeter.sample",
    "Diagnosis": "ragmeter.sample",
    "Sample": "ragmeter.sample",
    "Score": "ragmeter.sample",
    "Status": "ragmeter.sample",
    "Comparison": "ragmeter.types",
    "Run": "ragmeter.types",
    "SampleResult": "ragmeter.types",
    "Summary": "ragmeter.types",
    "generate": "ragmeter.testset.api",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'ragmeter' has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value  # later lookups are plain attribute reads
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))


__all__ = [
    "Comparison",
    "ConfigError",
    "Context",
    "DataError",
    "Diagnosis",
    "EvalConfig",
    "Judge",
    "JudgeError",
    "Metric",
    "OfflineJudge",
    "RagmeterError",
    "Run",
    "Sample",
    "SampleResult",
    "Score",
    "Status",
    "Summary",
    "__version__",
    "cohen_kappa",
    "compare_runs",
    "evaluate",
    "generate",
    "load_samples",
    "parse_metric",
]
