"""SQLite storage: run history and the LLM judge's call cache, in one database."""

from ragmeter.store.db import DEFAULT_PATH, STORE_ENV, connect, default_path, schema_version

__all__ = ["DEFAULT_PATH", "STORE_ENV", "connect", "default_path", "schema_version"]
