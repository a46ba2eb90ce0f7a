"""A progress bar over the samples judged across the cluster (rich, on stderr)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator

__all__ = ["progress_bar"]


@contextlib.contextmanager
def progress_bar(enabled: bool, total: int | None, label: str) -> Iterator[Callable[[int], None]]:
    """``advance(n)`` moves the bar by ``n`` samples; nothing is shown when disabled."""
    if not enabled:
        yield lambda n: None
        return
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TaskProgressColumn,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    columns = [TextColumn(f"[bold]{label}"), BarColumn(), MofNCompleteColumn()]
    if total is None:
        columns.append(TaskProgressColumn(show_speed=True))
    with Progress(
        *columns,
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=Console(stderr=True),
        transient=True,
    ) as bar:
        task = bar.add_task("eval", total=total)
        yield lambda n: bar.advance(task, n) if n else None
