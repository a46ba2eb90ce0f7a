"""Reading the JSON contract back: small checks that name the field that is wrong.

``from_dict`` methods take what ``to_dict`` wrote (an ``eval --json`` file, a stored run)
and keep every value as it was read, so writing it again gives the same bytes; a shape
that is not the contract's is a :class:`~ragmeter.errors.DataError` naming its path.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from ragmeter.errors import DataError

__all__ = ["EMPTY", "frozen", "obj", "opt_obj", "seq", "strs"]

EMPTY: Mapping[str, Any] = MappingProxyType({})


def obj(value: Any, where: str) -> Mapping[str, Any]:
    """``value`` as a JSON object, or a :class:`DataError` naming ``where``."""
    if not isinstance(value, Mapping):
        raise DataError(f"expected an object, got {type(value).__name__}", field=where)
    return value


def opt_obj(value: Any, where: str) -> Mapping[str, Any]:
    """Like :func:`obj`, with ``None`` (or absent) read as an empty object."""
    return EMPTY if value is None else obj(value, where)


def seq(value: Any, where: str) -> Sequence[Any]:
    """``value`` as a JSON array (``None`` is empty)."""
    if value is None:
        return ()
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise DataError(f"expected a list, got {type(value).__name__}", field=where)
    return value


def strs(value: Any, where: str) -> tuple[str, ...]:
    return tuple(str(v) for v in seq(value, where))


def frozen(value: Mapping[str, Any] | None) -> Mapping[str, Any]:
    """A read-only view of a free-form mapping (a judge's description, a config)."""
    return EMPTY if not value else MappingProxyType(dict(value))


def plain(value: Any) -> Any:
    """A deep copy as JSON builtins (mappings become dicts, tuples lists)."""
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value
