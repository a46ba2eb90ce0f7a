"""ragmeter: measure how well a retrieval-augmented generation system works, and why it fails.

>>> import ragmeter
>>> result = ragmeter.evaluate([{"question": "Who runs Tesla?", "answer": "Elon Musk runs Tesla.",
...                              "contexts": ["Elon Musk is the CEO of Tesla."]}])
>>> result["faithfulness"]
1.0

``evaluate`` returns a :class:`Run` (``ragmeter.types``): the same type a stored run is
read back as (``Store.load_run``), and what :func:`compare_runs` takes two of.
:func:`generate` writes a test set from your documents with an LLM
(:func:`ragmeter.testset.generate`, imported on first use).
"""

from typing import TYPE_CHECKING, Any

from ragmeter._version import __version__
from ragmeter.calibration import cohen_kappa
from ragmeter.compare import compare_runs
from ragmeter.datasets import load_samples
from ragmeter.errors import ConfigError, DataError, RagmeterError
from ragmeter.judges.base import Judge, JudgeError
from ragmeter.judges.offline import OfflineJudge
from ragmeter.metrics import Metric, parse_metric
from ragmeter.result import Result, SampleResult
from ragmeter.runner import EvalConfig, evaluate
from ragmeter.schema import Context, Diagnosis, Sample, Score, Status
from ragmeter.types import Comparison, Run, Summary

if TYPE_CHECKING:
    from ragmeter.testset.api import generate

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
    "Result",
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


def __getattr__(name: str) -> Any:
    """``ragmeter.generate``, imported on first use: ``import ragmeter`` stays light."""
    if name == "generate":
        from ragmeter.testset.api import generate

        return generate
    raise AttributeError(f"module 'ragmeter' has no attribute {name!r}")
