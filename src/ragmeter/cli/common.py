"""Helpers shared by the CLI commands: error handling, option parsing, output.

Exit codes, the same for every command: 0 success; 1 a quality gate failed
(``--fail-under``, ``--fail-on-regression``, ``calibrate --strict``); 2 bad input or
usage (invalid data, options, a run that does not exist, a file that cannot be read or
written; click's own usage errors are 2 as well); 3 an internal error (a bug: one line,
and ``RAGMETER_DEBUG=1`` shows the traceback); 130 interrupted.
"""

from __future__ import annotations

import functools
import json
import math
import os
import re
import stat
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

from ragmeter.errors import ConfigError, OutputError, RagmeterError, describe_exception

if TYPE_CHECKING:
    from rich.console import Console

F = TypeVar("F", bound=Callable[..., Any])

EXIT_OK, EXIT_FAIL, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 3


def console(stderr: bool = False) -> Console:
    """A rich console that prints data safely (:func:`ragmeter.cli.console.console`); rich is
    imported on the first call, so a command that prints through click alone never loads it."""
    from ragmeter.cli.console import console as make

    return make(stderr)


def _error(message: str, code: int) -> None:
    from rich.text import Text

    from ragmeter.report.visible import visible

    # one unwrapped line, so logs can be searched for it: a newline or a control
    # character in a name it quotes (a file name, a label) is shown escaped
    console(stderr=True).print(Text.assemble(("error: ", "bold red"), visible(message)), soft_wrap=True)
    sys.exit(code)


#: library parameters set by a flag of another name
_FLAG_OF = {"fraction": "--sample", "url": "--endpoint", "system": "--system/--endpoint"}


def flagged(exc: RagmeterError) -> str:
    """An error's message as the CLI says it: a library :class:`ConfigError` about a
    parameter (``batch_size must be >= 1``) names the flag instead (``--batch-size``):
    the running command's option of that name, else the parameter spelled as a flag."""
    if not isinstance(exc, ConfigError) or not exc.params:
        return str(exc)
    text = str(exc)
    for param in exc.params:  # the first mention of each: `engine='ray'` reads --engine ray
        flag = _flag(param).replace("\\", "\\\\")
        text, n = re.subn(rf"(?<![\w-]){param}='([^']*)'", rf"{flag} \1", text, count=1)
        if not n:
            text = re.sub(rf"(?<![\w-]){param}(?![\w-])", flag, text, count=1)
    return text


def _flag(param: str) -> str:
    """The running command's flag that sets ``param`` (else the parameter as a flag)."""
    flag = _FLAG_OF.get(param)
    ctx = click.get_current_context(silent=True)
    if flag is None and ctx is not None:
        for p in ctx.command.params:
            if isinstance(p, click.Option) and p.name == param:
                flag = next((o for o in p.opts if o.startswith("--")), None)
    return flag or "--" + param.replace("_", "-")


def friendly(fn: F) -> F:
    """Turn expected errors into one clear line and exit code 2, anything else into one
    line and exit code 3; never a traceback (unless ``RAGMETER_DEBUG`` is set)."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except (click.exceptions.Exit, click.ClickException, click.Abort):
            raise
        except RagmeterError as exc:
            _error(flagged(exc), EXIT_USAGE)
        except KeyboardInterrupt:
            console(stderr=True).print("interrupted")
            sys.exit(130)
        except BrokenPipeError:
            sys.exit(EXIT_OK)
        except OSError as exc:
            if exc.filename is None or os.environ.get("RAGMETER_DEBUG"):
                _internal(exc)
            _error(f"{exc.filename}: {exc.strerror or exc}", EXIT_USAGE)  # the environment, not a bug
        except Exception as exc:
            _internal(exc)

    return wrapper  # type: ignore[return-value]


def _internal(exc: BaseException) -> None:
    if os.environ.get("RAGMETER_DEBUG"):
        raise exc
    from rich.text import Text

    console(stderr=True).print(
        Text.assemble(
            ("internal error: ", "bold red"),
            f"{describe_exception(exc)}\n",
            "This is a bug in ragmeter; set RAGMETER_DEBUG=1 for the traceback and report it.",
        ),
        soft_wrap=True,
    )
    sys.exit(EXIT_INTERNAL)


def output_problem(path: str) -> str | None:
    """Why ``path`` cannot be written, checked before any work is done (``None``: it
    looks writable). Nothing is created; an existing file is opened for appending, which
    leaves it unchanged."""
    p = Path(path)
    try:
        st = os.stat(p)
    except FileNotFoundError:
        parent = p.absolute().parent
        while not parent.exists() and parent != parent.parent:
            parent = parent.parent
        if not parent.is_dir():
            return f"{parent} is not a folder"
        if not os.access(parent, os.W_OK | os.X_OK):
            return f"the folder {parent} is not writable"
        return None
    except OSError as exc:
        return exc.strerror or str(exc)
    if stat.S_ISDIR(st.st_mode):
        return "it is a folder"
    if stat.S_ISREG(st.st_mode):
        try:
            with open(p, "ab"):
                pass
        except OSError as exc:
            return exc.strerror or str(exc)
    return None


class OutputPath(click.Path):
    """A file the command will write: refused up front (exit 2, the path named) when it
    is a folder or cannot be written, so a long run is not lost at the end."""

    def __init__(self) -> None:
        super().__init__(dir_okay=False, path_type=str)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        rv = super().convert(value, param, ctx)
        problem = output_problem(str(rv))
        if problem:
            self.fail(f"cannot write {str(rv)!r}: {problem}", param, ctx)
        return rv


def parse_pairs(text: str | None, what: str) -> dict[str, float]:
    """``"a=0.5,b=0.3"`` -> ``{"a": 0.5, "b": 0.3}`` with a clear error. Names are metric
    names, which may hold parameters: ``bertscore(model=/m)=0.8`` splits at the last ``=``
    and commas inside ``(...)`` do not separate pairs."""
    from ragmeter.metrics import split_names

    out: dict[str, float] = {}
    if not text:
        return out
    for part in split_names(text):
        if "=" not in part or not part.rsplit("=", 1)[0].strip():
            raise ConfigError(f"{what}: expected name=value, got {part.strip()!r}")
        name, value = (x.strip() for x in part.rsplit("=", 1))
        if name in out:
            raise ConfigError(f"{what}: {name!r} is given twice; give each name once")
        try:
            number = float(value)
        except ValueError:
            raise ConfigError(f"{what}: {value!r} is not a number (in {part.strip()!r})") from None
        if not math.isfinite(number):
            raise ConfigError(f"{what}: {value!r} is not a finite number (in {part.strip()!r})")
        out[name] = number
    return out


def written(kind: str, path: str | Path) -> str:
    """``"JSON written to PATH"`` as markup, the path escaped."""
    from rich.markup import escape

    return f"{kind} written to {escape(str(path))}"


def write_text(path: str | Path, text: str) -> None:
    """Write an output file (its folder created); failures are :class:`OutputError`."""
    p = Path(path)
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise OutputError(f"cannot write {p}: {exc.strerror or exc}") from None


def dump_json(path: str | Path, payload: Any) -> None:
    write_text(path, json.dumps(payload, ensure_ascii=False, indent=2) + "\n")


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
