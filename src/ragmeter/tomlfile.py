"""Reading a TOML config file: every failure a located :class:`ConfigError`. One reader
for the ``[llm]`` table (llm/config.py) and the ``[rubrics.NAME]`` tables
(metrics/rubrics.py)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from ragmeter.errors import ConfigError

__all__ = ["read_toml"]


def read_toml(path: Path) -> dict[str, Any]:
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised on Python 3.10 only
        try:
            import tomli as tomllib
        except ImportError:
            raise ConfigError("reading a config file on Python 3.10 needs tomli: pip install tomli") from None
    try:
        with path.open("rb") as fh:
            return dict(tomllib.load(fh))
    except FileNotFoundError:
        raise ConfigError(f"{path}: config file not found") from None
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read it: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:  # TOML is UTF-8; tomllib decodes the whole file first
        line = exc.object[: exc.start].count(b"\n") + 1
        bad = exc.object[exc.start : exc.start + 1]
        raise ConfigError(
            f"{path}: line {line}: not UTF-8 text (byte {exc.start} is {bad!r}); "
            "a TOML config file must be UTF-8"
        ) from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: not valid TOML: {exc}") from None
    except RecursionError:
        raise ConfigError(f"{path}: not valid TOML: nested too deeply") from None
