"""SQLite storage: run history and the LLM judge's call cache, in one database."""

from ragmeter.store.db import (
    DEFAULT_PATH,
    STORE_ENV,
    StoreError,
    connect,
    connect_readonly,
    default_path,
    schema_version,
)
from ragmeter.store.runs import RunInfo, Store
from ragmeter.store.writer import RunWriter

__all__ = [
    "DEFAULT_PATH",
    "STORE_ENV",
    "RunInfo",
    "RunWriter",
    "Store",
    "StoreError",
    "connect",
    "connect_readonly",
    "default_path",
    "schema_version",
]
