"""ragmeter: measure how well a retrieval-augmented generation system works, and why it fails.

>>> import ragmeter
>>> result = ragmeter.evaluate([{"question": "Who runs Tesla?", "answer": "Elon Musk runs Tesla.",
...                              "contexts": ["Elon Musk is the CEO of Tesla."]}])
>>> result["faithfulness"]
1.0

``evaluate`` returns a :class:`Run` (``ragmeter.types``): the same type a stored run is
read back as (``Store.load_run``), and what :func:`compare_runs` takes two of.
"""

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
    "load_samples",
    "parse_metric",
]
