"""``eval``'s options for calling the system under test (``--system``, ``--endpoint``
and the endpoint's request, paths, concurrency, timeout and retries), and the
:class:`~ragmeter.systems.SystemRun` built from them."""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

import click
from rich.console import Console
from rich.markup import escape

from ragmeter.cli.common import OutputPath
from ragmeter.errors import ConfigError

F = TypeVar("F", bound=Callable[..., Any])

__all__ = ["SystemOptions", "build_system_run", "print_system", "system_options"]


@dataclass(frozen=True)
class SystemOptions:
    system: str | None = None
    endpoint: str | None = None
    request: str | None = None
    answer_path: str | None = None
    contexts_path: str | None = None
    ids_path: str | None = None
    concurrency: int | None = None
    timeout: float | None = None
    retries: int | None = None
    save_answers: str | None = None

    @property
    def given(self) -> bool:
        return self.system is not None or self.endpoint is not None


_ENDPOINT_ONLY = ("request", "answer_path", "contexts_path", "ids_path", "timeout", "retries")

_OPTIONS = (
    click.option(
        "--system",
        default=None,
        metavar="MODULE:FUNCTION",
        help="Call this RAG system on every question of DATA first (a function, query engine or "
        "runnable; MODULE may be a path to a .py file).",
    ),
    click.option(
        "--endpoint",
        default=None,
        metavar="URL",
        help="Call this HTTP RAG endpoint (JSON POST) on every question of DATA first.",
    ),
    click.option(
        "--request",
        default=None,
        metavar="JSON",
        help='--endpoint: request body template [default: {"question": "{question}"}]; '
        "{question}, {id} and {category} are filled in.",
    ),
    click.option(
        "--answer-path", default=None, metavar="PATH", help="--endpoint: the answer [default: answer]."
    ),
    click.option(
        "--contexts-path",
        default=None,
        metavar="PATH",
        help="--endpoint: the contexts, strings or objects with text [default: contexts], "
        "e.g. contexts[*].text.",
    ),
    click.option(
        "--ids-path", default=None, metavar="PATH", help="--endpoint: the contexts' ids, e.g. contexts[*].id."
    ),
    click.option(
        "--concurrency",
        type=click.IntRange(1, 256),
        default=None,
        help="Calls in flight at once, to the system under test [default: 8 for --endpoint, 1 "
        "for --system] and to an LLM judge [default: its config's, 8].",
    ),
    click.option(
        "--timeout",
        type=click.FloatRange(0, 86_400, min_open=True),
        default=None,
        help="--endpoint: seconds a whole call may take, reading the reply included [30].",
    ),
    click.option(
        "--retries",
        type=click.IntRange(0, 10),
        default=None,
        help="--endpoint: retries of a 429, 5xx, timeout or dropped connection [2].",
    ),
    click.option(
        "--save-answers",
        type=OutputPath(),
        default=None,
        help="Write the answered data set (JSONL, a valid ragmeter input) to this file.",
    ),
)


def system_options(fn: F) -> F:
    """Add the system options; the command receives them as one ``system`` argument."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        kwargs["system"] = SystemOptions(
            **{name: kwargs.pop(name) for name in SystemOptions.__dataclass_fields__}
        )
        return fn(*args, **kwargs)

    out: Any = wrapper
    for option in reversed(_OPTIONS):
        out = option(out)
    return out  # type: ignore[no-any-return]


def build_system_run(opts: SystemOptions, *, llm_judge: bool = False) -> Any:
    """The :class:`~ragmeter.systems.SystemRun` the options ask for (``None``: no system).
    ``llm_judge``: the run's judge takes ``--concurrency`` too, so it needs no system."""
    from ragmeter.systems import EndpointSystem, SystemRun, load_system

    if opts.system is not None and opts.endpoint is not None:
        raise ConfigError("give either --system or --endpoint, not both")
    if opts.endpoint is None:
        extra = [f"--{n.replace('_', '-')}" for n in _ENDPOINT_ONLY if getattr(opts, n) is not None]
        if extra:
            raise ConfigError(f"{', '.join(extra)} only apply with --endpoint URL")
    if not opts.given:
        if opts.save_answers is not None:
            raise ConfigError("--save-answers needs --system or --endpoint")
        if opts.concurrency is not None and not llm_judge:
            raise ConfigError(
                "--concurrency sets the calls in flight to --system/--endpoint or to an LLM judge "
                "(--judge llm:MODEL); for the offline judge use --workers"
            )
        return None
    if opts.endpoint is not None:
        kwargs: dict[str, Any] = {
            name: getattr(opts, name)
            for name in ("request", "answer_path", "contexts_path", "ids_path", "timeout", "concurrency")
            if getattr(opts, name) is not None
        }
        if opts.retries is not None:
            kwargs["max_retries"] = opts.retries
        endpoint = EndpointSystem(opts.endpoint, **kwargs)
        return SystemRun(endpoint, save_answers=opts.save_answers)
    assert opts.system is not None
    target = load_system(opts.system)
    return SystemRun(
        target, concurrency=opts.concurrency or 1, spec=opts.system, save_answers=opts.save_answers
    )


def print_system(out: Console, system: dict[str, Any] | None) -> None:
    """One line on the system under test (calls, failures, latency percentiles), and
    the most frequent reasons of its failures."""
    from ragmeter.report.system_line import system_errors, system_line

    line = system_line(system)
    if line is None:
        return
    out.print(escape(line), style="bold red" if (system or {}).get("errors") else None)
    for reason, count in system_errors(system):
        out.print(f"  [red]system_error[/] ×{count}: {escape(reason)}")
