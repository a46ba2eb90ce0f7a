"""Helpers shared by the CLI commands: error handling, option parsing, output."""

from __future__ import annotations

import functools
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click
from rich.console import Console
from rich.text import Text

from ragmeter.errors import ConfigError, RagmeterError

F = TypeVar("F", bound=Callable[..., Any])

EXIT_OK, EXIT_FAIL, EXIT_USAGE = 0, 1, 2


def console(stderr: bool = False) -> Console:
    """A rich console; when output is not a terminal (pipes, CI logs) it is 120 wide
    instead of rich's 80 so tables stay readable."""
    c = Console(stderr=stderr, highlight=False, soft_wrap=False)
    if not c.is_terminal and "COLUMNS" not in os.environ:
        c = Console(stderr=stderr, highlight=False, soft_wrap=False, width=120)
    return c


def friendly(fn: F) -> F:
    """Turn expected errors into one clear line and exit code 2; never a traceback."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except (click.exceptions.Exit, click.ClickException, click.Abort):
            raise
        except RagmeterError as exc:
            console(stderr=True).print(Text.assemble(("error: ", "bold red"), str(exc)))
            sys.exit(EXIT_USAGE)
        except KeyboardInterrupt:
            console(stderr=True).print("interrupted")
            sys.exit(130)
        except BrokenPipeError:
            sys.exit(EXIT_OK)
        except Exception as exc:
            if os.environ.get("RAGMETER_DEBUG"):
                raise
            console(stderr=True).print(
                Text.assemble(
                    ("internal error: ", "bold red"),
                    f"{type(exc).__name__}: {exc}\n",
                    "This is a bug in ragmeter; set RAGMETER_DEBUG=1 for the traceback and report it.",
                )
            )
            sys.exit(EXIT_FAIL)

    return wrapper  # type: ignore[return-value]


def parse_pairs(text: str | None, what: str) -> dict[str, float]:
    """``"a=0.5,b=0.3"`` -> ``{"a": 0.5, "b": 0.3}`` with a clear error."""
    out: dict[str, float] = {}
    if not text:
        return out
    for part in text.split(","):
        if not part.strip():
            continue
        if "=" not in part:
            raise ConfigError(f"{what}: expected name=value, got {part.strip()!r}")
        name, value = part.split("=", 1)
        try:
            out[name.strip()] = float(value)
        except ValueError:
            raise ConfigError(f"{what}: {value.strip()!r} is not a number (in {part.strip()!r})") from None
    return out


def dump_json(path: str | Path, payload: Any) -> None:
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(json.dumps(payload, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


def comparison_options(fn: F) -> F:
    """``--alpha`` and ``--allow-different-data``, shared by ``compare`` and ``report``."""
    fn = click.option(
        "--allow-different-data",
        is_flag=True,
        help="Compare runs on different question sets, pairing only the shared ids.",
    )(fn)
    fn = click.option(
        "--alpha",
        type=click.FloatRange(0, 1, min_open=True, max_open=True),
        default=0.05,
        show_default=True,
        help="Significance level of the comparison (its CIs are at 1 - alpha).",
    )(fn)
    return fn
