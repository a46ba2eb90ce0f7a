"""ragmeter: measure how well a retrieval-augmented generation system works, and why it fails.

>>> import ragmeter
>>> result = ragmeter.evaluate([{"question": "Who runs Tesla?", "answer": "Elon Musk runs Tesla.",
...                              "contexts": ["Elon Musk is the CEO of Tesla."]}])
>>> result["faithfulness"]
1.0
"""

from ragmeter._version import __version__
from ragmeter.calibration import cohen_kappa
from ragmeter.datasets import load_samples
from ragmeter.errors import ConfigError, DataError, RagmeterError
from ragmeter.judges.base import Judge, JudgeError
from ragmeter.judges.offline import OfflineJudge
from ragmeter.metrics import Metric, parse_metric
from ragmeter.result import Result, SampleResult
from ragmeter.runner import EvalConfig, evaluate
from ragmeter.schema import Context, Diagnosis, Sample, Score, Status

__all__ = [
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
    "Sample",
    "SampleResult",
    "Score",
    "Status",
    "__version__",
    "cohen_kappa",
    "evaluate",
    "load_samples",
    "parse_metric",
]
