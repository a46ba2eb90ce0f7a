"""Judge specs: one string names every component that decides a run's numbers.

The spec, never the set of installed packages, decides what runs, so the same command
gives the same numbers on a laptop and on a CI machine with other extras::

    offline                      the offline judge, char-ngram similarity (the default)
    offline:MODE                 a verifier mode, passed to OfflineJudge(mode=MODE)
    offline+e5                   E5 embeddings for similarity (the embeddings extra)
    offline:lexical+e5           both
    llm:MODEL                    the LLM judge; answer relevancy by lexical similarity
    llm:MODEL+e5                 ... by the local E5 embeddings
    llm:MODEL+embeddings=NAME    ... by the endpoint's embeddings model NAME (also
                                 ``--embeddings-model NAME`` or ``embeddings_model``)
    jury:SPEC,SPEC[,...]         a jury: every juror judges every claim, the majority
                                 decides (see :mod:`ragmeter.judges.jury`); an LLM
                                 juror may name its endpoint: ``llm:MODEL@URL``
    NAME[:ARG]                   a judge another package registers under the
                                 ``ragmeter.judges`` entry points (see below)

Outside packages add judges through the ``ragmeter.judges`` entry-point group: the
entry point's name is the spec's kind and its value a factory called as
``factory(ARG or None, **options)`` that returns a :class:`~ragmeter.judges.Judge`::

    [project.entry-points."ragmeter.judges"]
    myjudge = "my_package.judging:make_judge"    # --judge myjudge:large

A judge records its resolved spec by returning ``"spec"`` in ``describe()``; optional
abilities (preferred workers, own accounting, a cost estimate, ``close``) come from
:class:`~ragmeter.judges.abilities.BaseJudge`. ``offline`` and ``llm`` are built in and
cannot be replaced.

:func:`spec_of` writes the *resolved* spec of a judge from its description (defaults
filled in: ``offline`` is recorded as ``offline:<mode>+char-ngram``), which every run
records and ``ragmeter compare`` checks.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from importlib.metadata import EntryPoint, entry_points
from typing import Any

from ragmeter.errors import ConfigError
from ragmeter.judges.base import Judge
from ragmeter.judges.jury import JuryJudge, endpoint_of, split_jury

__all__ = [
    "ENTRY_POINTS",
    "SIMILARITIES",
    "JudgeSpec",
    "describe_judge",
    "from_spec",
    "installed_judges",
    "jury_from_spec",
    "jury_judge",
    "llm_judge",
    "offline_judge",
    "parse_spec",
    "registered_judges",
    "spec_of",
]

#: the entry-point group through which other packages add judges
ENTRY_POINTS = "ragmeter.judges"
#: the judges ragmeter ships, registered as entry points of that group, as a package's
#: are; their factories read the richer specs above (``offline:MODE+e5``, ``llm:MODEL``)
BUILT_IN_JUDGES = (
    EntryPoint("offline", "ragmeter.judges.spec:offline_judge", ENTRY_POINTS),
    EntryPoint("llm", "ragmeter.judges.spec:llm_judge", ENTRY_POINTS),
    EntryPoint("jury", "ragmeter.judges.spec:jury_judge", ENTRY_POINTS),
)
BUILT_IN = tuple(ep.name for ep in BUILT_IN_JUDGES)

#: similarity components of the offline judge (the LLM judge also knows ``lexical``)
SIMILARITIES = ("char-ngram", "e5")
_LLM_SIMILARITIES = ("lexical", *SIMILARITIES)
_KINDS = "offline[:MODE][+e5|+char-ngram] or llm:MODEL[+e5|+embeddings=NAME]"


@dataclass(frozen=True)
class JudgeSpec:
    """A parsed spec. ``None`` fields were not given (the judge's default applies)."""

    kind: str
    mode: str | None = None
    model: str | None = None
    similarity: str | None = None
    embeddings_model: str | None = None
    #: for a judge an installed package registers: what follows ``NAME:`` (None if nothing)
    argument: str | None = None


def registered_judges() -> dict[str, EntryPoint]:
    """Every judge a spec can name, by name: the built-in ones, then those of installed
    packages (a package cannot replace a built-in name)."""
    return {**{ep.name: ep for ep in BUILT_IN_JUDGES}, **installed_judges()}


def installed_judges() -> dict[str, EntryPoint]:
    """The judges other packages register (``ragmeter.judges`` entry points), by name;
    the built-in names are left out (they cannot be replaced)."""
    found = {ep.name: ep for ep in entry_points(group=ENTRY_POINTS)}
    return {name: ep for name, ep in sorted(found.items()) if name not in BUILT_IN}


def _kinds() -> str:
    plugins = ", ".join(f"{name}[:ARG]" for name in installed_judges())
    return _KINDS + (f"; installed: {plugins}" if plugins else "")


def _component(text: str, kind: str) -> tuple[str, str | None] | None:
    """A ``+`` component as (similarity, embeddings model), or ``None`` if it is not one."""
    if kind == "llm" and text.startswith("embeddings="):
        name = text.partition("=")[2].strip()
        return ("embeddings", name) if name else None
    known = _LLM_SIMILARITIES if kind == "llm" else SIMILARITIES
    return (text, None) if text in known else None


def _set_similarity(spec: str, current: str | None, new: str) -> str:
    if current is not None and current != new:
        raise ConfigError(f"judge spec {spec!r}: similarities {current!r} and {new!r} exclude each other")
    return new


def parse_spec(spec: str) -> JudgeSpec:
    """Split a spec into its parts (no judge is built, nothing is imported)."""
    text = spec.strip()
    if text.startswith("jury:"):  # the jurors are parsed when the jury is built
        return JudgeSpec("jury", argument=text[len("jury:") :])
    kind, _, rest = text.partition(":")
    kind, plus, tail = kind.partition("+")  # "offline+e5" has no ":" part
    if plus:
        rest = f"+{tail}" + (f":{rest}" if rest else "")
    kind = kind.strip() or "offline"
    if kind == "jury":  # "jury" alone, "jury+e5": no jurors named
        raise ConfigError(f"judge spec {spec!r}: a jury names its jurors, jury:SPEC,SPEC[,...]")
    if kind not in BUILT_IN:
        if kind not in installed_judges():
            raise ConfigError(f"unknown judge {spec!r}; available: {_kinds()}")
        head, colon, arg = text.partition(":")
        if head.strip() != kind:
            raise ConfigError(f"judge spec {spec!r}: a registered judge is named NAME or NAME:ARG")
        return JudgeSpec(kind, argument=arg.strip() if colon else None)
    # Components are read from the right while they are components, so a model name
    # may itself hold "+" or ":" (llama3.1:8b).
    components: list[tuple[str, str | None]] = []
    while "+" in rest:
        head, _, last = rest.rpartition("+")
        comp = _component(last.strip(), kind)
        if comp is None:
            if kind == "offline":
                raise ConfigError(
                    f"judge spec {spec!r}: unknown component {last.strip()!r}; "
                    f"components: {', '.join('+' + s for s in SIMILARITIES)}"
                )
            break
        components.insert(0, comp)
        rest = head
    similarity: str | None = None
    embeddings: str | None = None
    for sim, emb in components:
        similarity = _set_similarity(spec, similarity, sim)
        embeddings = emb or embeddings
    if kind == "llm":
        return JudgeSpec(
            "llm", model=rest.strip() or None, similarity=similarity, embeddings_model=embeddings
        )
    mode: str | None = None
    for item in filter(None, (o.strip() for o in rest.split(","))):
        if item in SIMILARITIES:
            raise ConfigError(f"judge spec {spec!r}: {item!r} is a similarity, written offline+{item}")
        if mode is not None and mode != item:
            raise ConfigError(f"offline judge options {mode!r} and {item!r} exclude each other")
        else:
            mode = item
    return JudgeSpec("offline", mode=mode, similarity=similarity)


def from_spec(spec: str, **options: Any) -> Judge:
    """The judge a spec names, built and ready (a missing extra is a :class:`ConfigError`
    now rather than a status on every sample).

    ``options`` for ``llm`` specs: ``config`` (an :class:`~ragmeter.judges.llm.LLMConfig`
    to start from), ``dry_run``, ``explicit_key_env``, and any ``LLMConfig`` field
    (``base_url=...``, ``concurrency=...``, ``embeddings_model=...``) which overrides it.
    The offline judge takes no options; a judge from another package takes its own.
    """
    parsed = parse_spec(spec)
    ep = registered_judges()[parsed.kind]
    try:
        factory: Callable[..., Any] = ep.load()
    except Exception as exc:  # the other package is broken: say which one
        raise ConfigError(f"judge {parsed.kind!r} ({ep.value}) cannot be loaded: {exc}") from None
    try:
        judge = factory(_argument(spec, parsed), **options)
    except TypeError as exc:
        raise ConfigError(f"judge {parsed.kind!r}: {exc}") from None
    if not isinstance(judge, Judge):
        raise ConfigError(
            f"judge {parsed.kind!r} ({ep.value}) returned {type(judge).__name__}, which is not a Judge "
            "(name, version, judge(task), describe())"
        )
    return judge


def _argument(spec: str, parsed: JudgeSpec) -> str | None:
    """What a judge's factory is given: ``ARG`` of ``NAME:ARG``; for a built-in judge, the
    rest of its spec (``offline+e5`` gives ``+e5``)."""
    if parsed.kind not in BUILT_IN:
        return parsed.argument
    text = spec.strip()
    rest = text[len(parsed.kind) :].strip() if text.startswith(parsed.kind) else text
    return rest[1:] if rest.startswith(":") else rest


def offline_judge(argument: str | None, **options: Any) -> Judge:
    """The built-in ``offline`` judge's factory: ``argument`` is what follows ``offline``."""
    if options:
        raise ConfigError(f"the offline judge takes no options, got {', '.join(sorted(options))}")
    return _offline(parse_spec(f"offline:{argument or ''}"))


def llm_judge(argument: str | None, **options: Any) -> Judge:
    """The built-in ``llm`` judge's factory: ``argument`` is what follows ``llm:``."""
    return _llm(parse_spec(f"llm:{argument or ''}"), dict(options))


def jury_judge(argument: str | None, **options: Any) -> Judge:
    """The built-in ``jury`` judge's factory: ``argument`` is what follows ``jury:`` (the
    jurors' specs); ``options`` go to its LLM jurors."""
    return jury_from_spec(f"jury:{argument or ''}", **options)


def _offline(parsed: JudgeSpec) -> Judge:
    from ragmeter.judges.offline import OfflineJudge

    kwargs: dict[str, Any] = {}
    if parsed.mode is not None:
        kwargs["mode"] = parsed.mode
    if parsed.similarity is not None:
        kwargs["similarity"] = parsed.similarity
    try:
        judge = OfflineJudge(**kwargs)
    except ValueError as exc:
        raise ConfigError(f"unknown offline judge option {parsed.mode!r}: {exc}") from None
    try:  # load now: a missing extra is one clear error, not a status per sample
        _ = judge.similarity
    except ImportError as exc:
        raise ConfigError(f"{exc}; install it with: pip install 'ragmeter[embeddings]'") from None
    return judge


def _llm(parsed: JudgeSpec, options: dict[str, Any]) -> Judge:
    from ragmeter.judges.llm import LLMConfig, LLMJudge

    base = options.pop("config", None) or LLMConfig()
    dry_run = bool(options.pop("dry_run", False))
    explicit_key_env = bool(options.pop("explicit_key_env", False))
    if parsed.similarity == "embeddings":
        options.setdefault("embeddings_model", parsed.embeddings_model)
    elif parsed.similarity is not None:
        options.setdefault("similarity", parsed.similarity)
    if parsed.model:
        options["model"] = parsed.model
    try:
        config = base.replace(**options)
    except TypeError as exc:
        raise ConfigError(f"unknown LLM judge option: {exc}") from None
    if not config.model:
        raise ConfigError(
            "--judge llm needs a model: --judge llm:MODEL, or model = ... under [llm] in --config"
        )
    return LLMJudge.from_config(config, dry_run=dry_run, explicit_key_env=explicit_key_env)


def spec_of(description: Mapping[str, Any]) -> str:
    """The resolved spec of a judge from its ``describe()`` (or a run's recorded judge):
    every component written out, so two runs that differ in any of them differ here."""
    recorded = description.get("spec")
    if isinstance(recorded, str) and recorded:
        return recorded
    name = str(description.get("name") or "?")
    if name == "offline":
        out = "offline"
        if description.get("mode"):
            out += f":{description['mode']}"
        return out + f"+{description.get('similarity') or 'char-ngram'}"
    if name == "llm":
        return f"llm:{description.get('model') or '?'}+{description.get('similarity') or 'lexical'}"
    return name


def describe_judge(judge: Judge) -> dict[str, Any]:
    """``judge.describe()`` with its resolved ``spec`` added: what a run records."""
    out = dict(judge.describe())
    out["spec"] = spec_of(out)
    return out


# ---------------------------------------------------------------- juries
def _juror(juror: str, options: Mapping[str, Any]) -> Judge:
    spec, url = endpoint_of(juror)
    if url is None and spec.startswith("llm:") and re.search(r"@[A-Za-z][A-Za-z0-9+.-]*://", spec):
        raise ConfigError(f"juror {juror!r}: an llm juror's endpoint is @http://... or @https://...")
    if parse_spec(spec).kind != "llm":
        if url is not None:
            raise ConfigError(f"juror {juror!r}: only an llm juror takes an @URL")
        return from_spec(spec)
    opts = dict(options)
    if url is not None:
        opts["base_url"] = url
    config = opts.get("config")
    wants_cache = opts.get("cache", True) if config is None else config.cache
    has_path = opts.get("cache_path") or (config is not None and config.cache_path)
    if wants_cache and not has_path:
        from ragmeter.store import default_path

        slug = re.sub(r"[^A-Za-z0-9._-]+", "_", juror)[:120]
        opts["cache_path"] = str(default_path().parent / f"jury-{slug}.db")
    return from_spec(spec, **opts)


def jury_from_spec(spec: str, **options: Any) -> JuryJudge:
    """The jury a ``jury:...`` spec names; ``options`` go to its LLM jurors (the offline
    judge takes none). Jurors are labelled by their resolved specs (``#2`` ... added
    where two resolve alike, e.g. one model on two endpoints)."""
    jurors: list[tuple[str, Judge]] = []
    descriptions: list[dict[str, Any]] = []
    seen: dict[tuple[str, str | None], str] = {}
    for juror in split_jury(spec):
        judge = _juror(juror, options)
        described = describe_judge(judge)
        label = str(described["spec"])
        same = seen.setdefault((label, endpoint_of(juror)[1]), juror)
        if same != juror:  # two spellings of one judge: offline and offline:lexical
            twice = f"jurors {same!r} and {juror!r} are the same judge ({label})"
            raise ConfigError(f"jury spec {spec!r}: {twice}")
        taken = {lb for lb, _ in jurors}
        if label in taken:
            k = 2
            while f"{label}#{k}" in taken:
                k += 1
            label = f"{label}#{k}"
        jurors.append((label, judge))
        descriptions.append(described)
    return JuryJudge(jurors, descriptions)
