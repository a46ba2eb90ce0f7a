"""``--system module:function``: find the system under test by name.

``module`` is a dotted module importable from the current folder (which is put first on
``sys.path``, as uvicorn and gunicorn do) or a path to a ``.py`` file; ``function`` is
an attribute path in it (``app:rag.answer``). The attribute may be a function, an object
with ``query()`` (a LlamaIndex engine) or a runnable with ``invoke()`` (LangChain).
Every failure names the module and the attribute and is a :class:`ConfigError`.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

from ragmeter.errors import ConfigError, describe_exception

__all__ = ["load_system"]


def _import_file(path: Path) -> ModuleType:
    name = "ragmeter_system_" + hashlib.sha256(str(path.resolve()).encode()).hexdigest()[:12]
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ConfigError(f"the system {path} cannot be imported (not a Python file)")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    folder = str(path.resolve().parent)
    if folder not in sys.path:  # the file's own imports of its neighbours
        sys.path.insert(0, folder)
    try:
        spec.loader.exec_module(module)
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # sys.exit() at import time too: the module's failure
        del sys.modules[name]
        raise ConfigError(f"importing the system {path} raised {describe_exception(exc)}") from None
    return module


def _import_module(name: str) -> ModuleType:
    cwd = os.getcwd()
    if cwd not in sys.path:
        sys.path.insert(0, cwd)
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name and (name == exc.name or name.startswith(exc.name + ".")):
            raise ConfigError(
                f"no module named {name!r} for the system (run from the folder that holds it, or give "
                "a file: path/to/rag.py:function)"
            ) from None
        raise ConfigError(f"importing the system's module {name} failed: {describe_exception(exc)}") from None
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # sys.exit() at import time too: the module's failure
        raise ConfigError(f"importing the system's module {name} raised {describe_exception(exc)}") from None


def load_system(spec: str) -> Any:
    """The object ``spec`` (``module:attr`` or ``path/to/file.py:attr``) names."""
    module_name, sep, attr = spec.strip().rpartition(":")
    if not sep or not module_name or not attr:
        raise ConfigError(f"a system is named module:function or path/to/file.py:function, got {spec!r}")
    if module_name.endswith(".py") or os.sep in module_name or "/" in module_name:
        path = Path(module_name)
        if not path.is_file():
            raise ConfigError(f"the system's file {path} is not a file")
        module = _import_file(path)
    else:
        module = _import_module(module_name)
    obj: Any = module
    for part in attr.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise ConfigError(f"the system's module {module_name} has no attribute {attr!r}") from None
    if isinstance(obj, type):
        raise ConfigError(f"the system {spec} is a class; name a function or an instance")
    if not (callable(obj) or hasattr(obj, "query") or hasattr(obj, "invoke")):
        raise ConfigError(
            f"the system {spec} is a {type(obj).__name__}, not a function, a query engine or a runnable"
        )
    return obj
