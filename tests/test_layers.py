"""Imports point down: every module of ragmeter sits in a layer (docs/ARCHITECTURE.md) and
imports only its own layer or lower ones, and no two modules import each other. Read from
the source (imports inside functions and under TYPE_CHECKING count), nothing is imported."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "ragmeter"

#: top to bottom; a module belongs to the longest name that prefixes it
LAYERS: list[tuple[str, ...]] = [
    ("ragmeter.cli", "ragmeter.pytest_plugin", "ragmeter"),
    ("ragmeter.web", "ragmeter.calibration", "ragmeter.testing"),
    ("ragmeter.runner", "ragmeter.distributed"),  # the Ray engine, handed the runner's scoring
    (
        "ragmeter.report",
        "ragmeter.gates",
        "ragmeter.compare",
        "ragmeter.aggregate",
        "ragmeter.systems",
        "ragmeter.testset",
        "ragmeter.timeline",  # traced traffic's scores over time (pure statistics)
        "ragmeter.conversation_summary",  # per-conversation rollup of a run's turn results
    ),
    ("ragmeter.metrics",),
    ("ragmeter.judges",),
    # the LLM client beneath the judge, test-set generation, systems and the Ray engine
    ("ragmeter.llm",),
    # ragmeter.traces: spans -> RAG interactions (pure; the OTLP receiver is in web/)
    # ragmeter.conversations: a turn sample's place in its conversation (pure)
    (
        "ragmeter.store",
        "ragmeter.datasets",
        "ragmeter.retrieval",
        "ragmeter.diagnosis",
        "ragmeter.traces",
        "ragmeter.conversations",
    ),
    ("ragmeter.types",),
    ("ragmeter.sample", "ragmeter.text", "ragmeter.stats", "ragmeter.agreement"),
    ("ragmeter.errors", "ragmeter._version", "ragmeter.tomlfile"),
]

#: module pairs that still import each other, with who removes the circle
KNOWN_CIRCLES: dict[frozenset[str], str] = {}


def layer_of(module: str) -> int | None:
    best: tuple[int, int] | None = None
    for i, names in enumerate(LAYERS):
        for name in names:
            if (module == name or module.startswith(name + ".")) and (best is None or len(name) > best[1]):
                best = (i, len(name))
    return None if best is None else best[0]


def _modules() -> dict[str, Path]:
    out = {}
    for path in sorted(SRC.rglob("*.py")):
        parts = path.relative_to(SRC.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out[name] = path
    return out


def _imports(path: Path, modules: dict[str, Path]) -> set[str]:
    """The ragmeter modules a file imports (``from pkg import submodule`` names the submodule)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.split(".")[0] == "ragmeter"}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module.split(".")[0] != "ragmeter":
                continue
            subs = {f"{node.module}.{a.name}" for a in node.names} & set(modules)
            found |= subs or {node.module}
    return found


def graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: _imports(path, modules) & set(modules) for name, path in modules.items()}


def test_every_module_has_a_layer() -> None:
    assert [m for m in graph() if layer_of(m) is None] == [], "add the new package to LAYERS"


def test_no_module_imports_a_layer_above_it() -> None:
    upward = [
        f"{src} (layer {layer_of(src)}) imports {dst} (layer {layer_of(dst)})"
        for src, targets in graph().items()
        for dst in sorted(targets)
        if (layer_of(dst) or 0) < (layer_of(src) or 0)
    ]
    assert upward == []


def test_no_two_modules_import_each_other() -> None:
    g = graph()
    circles = set()
    for src, targets in g.items():
        for dst in targets:
            # a package's __init__ re-exports its submodules; they may use their siblings through it
            if src in g.get(dst, ()) and not dst.startswith(src + ".") and not src.startswith(dst + "."):
                circles.add(frozenset({src, dst}))
    assert circles - set(KNOWN_CIRCLES) == set()


def test_the_check_finds_what_it_is_for() -> None:
    assert layer_of("ragmeter.judges.llm.estimate") == 5 and layer_of("ragmeter.runner") == 2
    assert layer_of("ragmeter.llm.client") == 6 > layer_of("ragmeter.judges.llm.judge")  # type: ignore[operator]
    assert layer_of("ragmeter.report.terminal") == layer_of("ragmeter.compare") == 3
    assert layer_of("ragmeter.types.run") == 8 > layer_of("ragmeter.store.writer")  # type: ignore[operator]


def test_only_the_judges_use_the_llm_judge_and_the_client_uses_no_judge() -> None:
    """The LLM client is its own layer (issue 23): everyone else (test-set generation,
    systems, the Ray engine, the CLI) reaches it as ``ragmeter.llm``, never through the
    judge's package, and ``ragmeter.llm`` knows nothing of judges."""
    g = graph()
    outside = sorted(
        f"{src} imports {dst}"
        for src, targets in g.items()
        if not src.startswith("ragmeter.judges")
        for dst in targets
        if dst == "ragmeter.judges.llm" or dst.startswith("ragmeter.judges.llm.")
    )
    assert outside == []
    judged = sorted(
        f"{src} imports {dst}"
        for src, targets in g.items()
        if src == "ragmeter.llm" or src.startswith("ragmeter.llm.")
        for dst in targets
        if dst.startswith("ragmeter.judges")
    )
    assert judged == []
    assert any(src.startswith("ragmeter.testset") and "ragmeter.llm.client" in t for src, t in g.items())


def test_the_package_ships_its_types() -> None:
    """``py.typed`` (PEP 561): users' type checkers read ragmeter's annotations."""
    assert (SRC / "py.typed").is_file()
    pyproject = (SRC.parents[1] / "pyproject.toml").read_text(encoding="utf-8")
    package_data = pyproject.split("[tool.setuptools.package-data]", 1)[1].split("\n[", 1)[0]
    assert '"py.typed"' in package_data
