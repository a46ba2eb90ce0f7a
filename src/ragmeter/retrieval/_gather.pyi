"""Types of the optional C module (``_gather.c``, ``_trec*.c``; see their comments)."""

from collections.abc import Mapping
from typing import Any

from numpy.typing import NDArray

def values(mappings: list[Mapping[Any, Any]], out: NDArray[Any]) -> int: ...
def gather(
    rankings: list[Mapping[Any, Any]],
    judged: list[Mapping[Any, Any]],
    min_grade: float,
    count_limit: int,
    offsets: NDArray[Any],
    keys: NDArray[Any],
    state: NDArray[Any],
    grades: NDArray[Any],
    found: NDArray[Any],
    less: NDArray[Any],
    equal: NDArray[Any],
) -> list[Any]: ...
def tie_breaks(
    rankings: list[Mapping[Any, Any]],
    rows: NDArray[Any],
    keys: NDArray[Any],
    offsets: NDArray[Any],
    targets: NDArray[Any],
    docids: list[Any],
    out: NDArray[Any],
) -> None: ...

class FormatError(ValueError):
    """A bad line: ``args`` are (kind, line, a, b), worded by ``inputs.located``."""

class TrecReader:
    def __init__(self, extra_fields: bool = False) -> None: ...
    def feed_qrels(self, buffer: Any, final: bool) -> int: ...
    def end_qrels(self) -> int: ...
    def feed_run(self, buffer: Any, final: bool) -> int: ...
    def rank(
        self, min_grade: int, float32: bool
    ) -> tuple[list[str], bytes, bytes, bytes, bytes, bytes, bytes, list[str]]: ...
