"""Errors ragmeter raises on purpose. The CLI turns them into a message and exit code 2."""

from __future__ import annotations

__all__ = [
    "ConfigError",
    "DataError",
    "NotEvaluatedError",
    "OutputError",
    "RagmeterError",
    "describe_exception",
]


class RagmeterError(Exception):
    """Base class: a problem the user can fix; the message says how."""


class ConfigError(RagmeterError, ValueError):
    """Bad options or settings (unknown metric, bad weight, bad threshold ...).

    The library speaks of its parameters: ``param`` (and ``params``) name those a message
    mentions (``batch_size must be >= 1``), and the command line writes each as the flag
    that sets it (``--batch-size must be >= 1``; ``ragmeter.cli.common.flagged``)."""

    def __init__(self, *args: object, param: str | None = None, params: tuple[str, ...] = ()) -> None:
        super().__init__(*args)
        self.param = param
        #: every parameter the message names (``param`` first), each written once
        self.params = (param, *params) if param else params


class OutputError(RagmeterError):
    """A file ragmeter was asked to write cannot be written; the message names it."""


class NotEvaluatedError(RagmeterError, KeyError):
    """A result the run does not have: a metric it did not evaluate, or per-sample
    results it did not keep (``evaluate(keep_samples=False)``)."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


class DataError(RagmeterError, ValueError):
    """Invalid input data, located as precisely as possible."""

    def __init__(
        self,
        message: str,
        *,
        source: str | None = None,
        line: int | None = None,
        row: int | None = None,
        field: str | None = None,
    ) -> None:
        self.message = message
        self.source = source
        self.line = line
        self.row = row
        self.field = field
        super().__init__(self.render())

    def render(self) -> str:
        where = []
        if self.source:
            where.append(self.source)
        if self.line is not None:
            where.append(f"line {self.line}")
        elif self.row is not None:
            where.append(f"row {self.row}")
        if self.field:
            where.append(f"field '{self.field}'")
        prefix = ", ".join(where)
        return f"{prefix}: {self.message}" if prefix else self.message


def describe_exception(exc: BaseException, limit: int = 500) -> str:
    """``"TypeName: message"`` for any exception, even one whose ``str()`` raises or
    runs forever deep (user code's exceptions are not ours to trust); at most ``limit``
    characters."""
    name = type(exc).__name__
    try:
        text = str(exc)
    except KeyboardInterrupt:
        raise
    except BaseException:  # a broken __str__ must not end the run
        text = "(its message cannot be shown: str() raised)"
    text = f"{name}: {text}" if text else name
    return text if len(text) <= limit else text[: limit - 3] + "..."
