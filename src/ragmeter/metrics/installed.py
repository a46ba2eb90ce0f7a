"""Metrics other packages add through the ``ragmeter.metrics`` entry-point group.

The entry point's name is the metric's name and its value a :class:`MetricSpec` (or a
function of no arguments that returns one)::

    [project.entry-points."ragmeter.metrics"]
    answer_length = "my_package.metrics:ANSWER_LENGTH"   # --metrics answer_length

A spec is loaded when its name is asked for (``--metrics answer_length``,
``parse_metric``) or when every metric is listed (``ragmeter metrics``,
:func:`~ragmeter.metrics.available`). A built-in metric cannot be replaced: an entry point
under a built-in name or alias is left out and listed by :func:`shadowed`. A package that
cannot be loaded, or whose value is not a spec of that name, is a
:class:`~ragmeter.errors.ConfigError` naming the package.
"""

from __future__ import annotations

import sys
from collections.abc import Collection
from functools import lru_cache
from importlib.metadata import EntryPoint, entry_points

from ragmeter.errors import ConfigError
from ragmeter.metrics.base import MetricSpec

__all__ = ["ENTRY_POINTS", "installed", "load", "origin", "shadowed"]

#: the entry-point group through which other packages add metrics
ENTRY_POINTS = "ragmeter.metrics"

_LOADED: dict[tuple[str, str], MetricSpec] = {}


def _all() -> dict[str, EntryPoint]:
    return _scan(tuple(sys.path))  # scanned again when sys.path changes


@lru_cache(maxsize=4)
def _scan(_path: tuple[str, ...]) -> dict[str, EntryPoint]:
    return {ep.name.lower(): ep for ep in sorted(entry_points(group=ENTRY_POINTS), key=lambda e: e.name)}


def installed(builtin: Collection[str]) -> dict[str, EntryPoint]:
    """The metrics other packages register, by lower-case name, built-in names left out."""
    return {name: ep for name, ep in _all().items() if name not in builtin}


def shadowed(builtin: Collection[str]) -> list[EntryPoint]:
    """Entry points left out because a built-in metric has that name or alias."""
    return [ep for name, ep in _all().items() if name in builtin]


def origin(ep: EntryPoint) -> str:
    """``package (module:attribute)``: who registered an entry point, for messages."""
    dist = ep.dist.name if ep.dist is not None else "?"
    return f"{dist} ({ep.value})"


def load(ep: EntryPoint) -> MetricSpec:
    """The spec an entry point names, checked, loaded once per process."""
    key = (ep.name, ep.value)
    if key in _LOADED:
        return _LOADED[key]
    try:
        value = ep.load()
        spec = value if isinstance(value, MetricSpec) else value() if callable(value) else value
    except Exception as exc:  # the other package is broken: say which one
        raise ConfigError(f"metric {ep.name!r} from {origin(ep)} cannot be loaded: {exc}") from None
    if not isinstance(spec, MetricSpec):
        raise ConfigError(
            f"metric {ep.name!r} from {origin(ep)} is a {type(spec).__name__}, not a "
            "ragmeter.metrics.MetricSpec (or a function returning one)"
        )
    if spec.name.lower() != ep.name.lower():
        raise ConfigError(
            f"metric {ep.name!r} from {origin(ep)} is named {spec.name!r}; the names must agree"
        )
    _LOADED[key] = spec
    return spec
