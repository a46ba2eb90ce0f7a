"""Load and validate evaluation data: JSONL, JSON, CSV, Parquet, lists of dicts, column
dicts and pandas DataFrames. Samples stream one at a time; every problem is reported
with its file, line (or row) and field."""

from ragmeter.datasets.fingerprint import Fingerprint, fingerprint
from ragmeter.datasets.records import ALIASES, sample_from_record, sample_to_record
from ragmeter.datasets.sources import DataSource, iter_samples, load_samples

__all__ = [
    "ALIASES",
    "DataSource",
    "Fingerprint",
    "fingerprint",
    "iter_samples",
    "load_samples",
    "sample_from_record",
    "sample_to_record",
]
