"""The synthetic claim/evidence generator (scripts/synth, issue 21 item 7), run end to end
on a small ``--per-lang``: byte-identical across runs and hash seeds, every language and
phenomenon present, labels balanced, no duplicates or empty fields, negatives that really
change what they claim to change, and Korean particles right on hand-checked renders.
"""

from __future__ import annotations

import importlib
import json
import os
import random
import string
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "synth" / "make_pairs.py"
LANGS = ("en", "ko", "zh", "de", "fr", "es")
PER_LANG = 1200
FIELDS = ("premise", "hypothesis", "label", "lang", "task", "phenomenon")
POSITIVE = {
    "passive", "reorder", "synonym", "nominal", "time_format", "date_format", "price_format",
    "number_format", "unit_format", "duration_format", "polite_opener", "merge", "qa_shaped", "verbatim",
    "relative_clause",
}  # fmt: skip
NEGATIVE = {
    "role_swap", "value_date", "value_time", "value_price", "value_number", "value_unit", "negation",
    "value_place", "modality_flip", "quantifier_flip", "direction_flip", "unsupported",
    "unsupported_addition",
}  # fmt: skip


def _run(out: Path, hash_seed: str) -> bytes:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    argv = [sys.executable, str(SCRIPT), "--out", str(out), "--seed", "13", "--per-lang", str(PER_LANG)]
    done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    return out.read_bytes()


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> tuple[bytes, bytes]:
    tmp = tmp_path_factory.mktemp("synth")
    return _run(tmp / "a.jsonl", "1"), _run(tmp / "b.jsonl", "2")


@pytest.fixture(scope="module")
def rows(runs: tuple[bytes, bytes]) -> list[dict[str, Any]]:
    return [json.loads(line) for line in runs[0].decode("utf-8").splitlines()]


@pytest.fixture(scope="module")
def synth() -> dict[str, ModuleType]:
    sys.path.insert(0, str(ROOT / "scripts"))
    names = ("render", "world", "sentences", "make_pairs", *(f"lang_{c}" for c in LANGS))
    return {n: importlib.import_module(f"synth.{n}") for n in names}


def test_same_bytes_every_run_whatever_the_hash_seed(runs: tuple[bytes, bytes]) -> None:
    assert runs[0] == runs[1]
    assert len(runs[0]) > 100_000


def test_sizes_languages_and_every_phenomenon(rows: list[dict[str, Any]]) -> None:
    found: dict[tuple[str, str], set[str]] = defaultdict(set)
    for r in rows:
        found[r["lang"], r["task"]].add(r["phenomenon"])
    counts = Counter((r["lang"], r["task"]) for r in rows)
    for lang in LANGS:
        assert counts[lang, "entail"] == PER_LANG
        assert counts[lang, "relevance"] == round(PER_LANG * 3 / 16)
        assert found[lang, "entail"] == POSITIVE | NEGATIVE, lang
        assert found[lang, "relevance"] == {"answers", "off_topic", "other_entity"}


def test_labels_balanced_and_follow_the_phenomenon(rows: list[dict[str, Any]]) -> None:
    by: dict[tuple[str, str], list[int]] = defaultdict(list)
    for r in rows:
        by[r["lang"], r["task"]].append(r["label"])
        if r["task"] == "entail":
            assert r["label"] == (1 if r["phenomenon"] in POSITIVE else 0), r
        else:
            assert r["label"] == (1 if r["phenomenon"] == "answers" else 0), r
    for key, labels in by.items():
        assert abs(sum(labels) / len(labels) - 0.5) <= 0.10, key


def test_fields_complete_no_duplicates_no_copies(rows: list[dict[str, Any]]) -> None:
    for r in rows:
        assert tuple(r) == FIELDS
        assert r["label"] in (0, 1) and r["task"] in ("entail", "relevance")
        assert all(isinstance(r[k], str) and r[k].strip() for k in FIELDS if k != "label"), r
        assert r["hypothesis"] != r["premise"], r
    assert len({(r["premise"], r["hypothesis"]) for r in rows}) == len(rows)


def test_relevance_premises_are_questions(rows: list[dict[str, Any]]) -> None:
    questions = [r["premise"] for r in rows if r["task"] == "relevance"]
    assert questions and all(q.endswith(("?", "？")) for q in questions)


def test_value_changes_change_the_value(synth: dict[str, ModuleType]) -> None:
    """Every value-change negative records the values before and after; they differ."""
    seen = 0
    for lang in LANGS:
        for pair in synth["make_pairs"].generate(lang, 13, 400, 0):
            if pair.phenomenon.startswith("value_"):
                meta = dict(pair.meta)
                assert meta["before"] != meta["after"], pair
                seen += 1
    assert seen > 200


#: the values each template key states: a restatement or a changed fact must show them all
STATED = {
    "founded": {"person", "year"}, "took_over": {"person", "year"}, "hosted": {"city", "year"},
    "founded_located": {"person", "year", "city"},
    "located": {"city"}, "opens": {"time"}, "closes": {"time"}, "closed_on": {"day|days"},
    "price": {"amount"}, "count": {"n"}, "measure_length": {"qty"}, "measure_weight": {"qty"},
    "duration": {"dur"}, "duration_event": {"dur"}, "date": {"date"}, "date_event": {"date"},
    "threshold_over": {"amount"}, "threshold_under": {"amount"}, "deadline_before": {"time"},
    "deadline_after": {"time"}, "clause": {"clause"}, "temperature": {"temp"},
}  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
def test_every_template_states_every_value(synth: dict[str, ModuleType], lang: str) -> None:
    """Otherwise a changed value could vanish from the text and a 'negative' would be true."""
    table = synth[f"lang_{lang}"].T
    assert set(table) == set(STATED)
    for key, styles in table.items():
        for style, templates in styles.items():
            for template in templates:
                fields = {f for _, f, _, _ in string.Formatter().parse(template) if f}
                for need in STATED[key]:
                    if style != "neg":
                        assert fields & set(need.split("|")), (lang, key, style, template)


def test_english_value_change_numbers_differ_in_the_text(synth: dict[str, ModuleType]) -> None:
    """Where premise and hypothesis are one digit-written sentence each, the numbers differ
    (dates are left out: a changed month keeps the day's digits)."""
    checked = 0
    for pair in synth["make_pairs"].generate("en", 13, 3000, 0):
        if pair.phenomenon not in ("value_number", "value_price"):
            continue
        premise, hyp = pair.premise, pair.hypothesis
        if premise.count(". ") or hyp.count(". ") or "?" in hyp:
            continue
        p_nums = sorted("".join(c if c.isdigit() else " " for c in premise).split())
        h_nums = sorted("".join(c if c.isdigit() else " " for c in hyp).split())
        if p_nums and h_nums:
            assert p_nums != h_nums, pair
            checked += 1
    assert checked > 20


PARTICLES = [
    ("부산", "은", "부산은"), ("대구", "은", "대구는"), ("호텔", "을", "호텔을"),
    ("베이커리", "를", "베이커리를"),
    ("카약", "이", "카약이"), ("피트니스", "이", "피트니스가"), ("서울", "으로", "서울로"),
    ("부산", "로", "부산으로"), ("대구", "으로", "대구로"), ("3,000원", "을", "3,000원을"),
    ("이틀", "이", "이틀이"), ("2주", "이", "2주가"), ("2021", "이", "2021이"), ("2019", "은", "2019는"),
    ("김민준", "과", "김민준과"), ("박지우", "과", "박지우와"),
]  # fmt: skip


@pytest.mark.parametrize(("word", "particle", "expected"), PARTICLES)
def test_korean_particle_follows_batchim(
    synth: dict[str, ModuleType], word: str, particle: str, expected: str
) -> None:
    assert synth["render"].particle(word, particle) == expected


@pytest.mark.parametrize(("lang", "joiner"), [("en", ", and "), ("fr", ", et "), ("es", ", y ")])
def test_merged_second_sentence_starts_in_lower_case(
    synth: dict[str, ModuleType], rows: list[dict[str, Any]], lang: str, joiner: str
) -> None:
    """After "..., and" only a name keeps its capital (Anna, Oulu, Brightwater, Sundays, January)."""
    mod = synth[f"lang_{lang}"]
    names = {
        w for group in (mod.GIVEN, mod.CITIES, mod.STEMS, tuple(mod.EVENTS)) for x in group for w in x.split()
    }
    names |= (
        set(mod.DAYS) | {d + "s" for d in mod.DAYS} | set(mod.MONTHS) | set(getattr(mod, "MONTHS_ABBR", ()))
    )
    merged = [r["hypothesis"] for r in rows if r["lang"] == lang and joiner in r["hypothesis"]]
    assert len(merged) > 100
    for hyp in merged:
        word = hyp.split(joiner, 1)[1].split(" ", 1)[0].strip(",")
        assert not word[:1].isupper() or word in names, hyp


def test_korean_merges_are_one_sentence(rows: list[dict[str, Any]]) -> None:
    """Two Korean sentences merge through a connective ending (했습니다 -> 했고), not a full stop."""
    merged = [r for r in rows if r["lang"] == "ko" and r["phenomenon"] in ("merge", "unsupported_addition")]
    assert len(merged) > 50
    for r in merged:
        assert r["hypothesis"].count("니다.") == 1 and "고, " in r["hypothesis"], r


#: (kind, entity name, predicate, values, style, format variant, the sentence a reader expects)
KO_RENDERS = [
    ("hotel", "해오름 호텔", "founded", {"person": "김민준", "year": 1998}, "base", 0,
     "김민준이 1998년에 해오름 호텔을 설립했습니다."),
    ("gym", "별빛 피트니스", "founded", {"person": "박지우", "year": 2004}, "base", 0,
     "박지우가 2004년에 별빛 피트니스를 설립했습니다."),
    ("museum", "달빛 박물관", "located", {"city": "대구"}, "base", 0, "달빛 박물관은 대구에 있습니다."),
    ("bakery", "들꽃 베이커리", "located", {"city": "부산"}, "base", 0, "들꽃 베이커리는 부산에 있습니다."),
    ("event", "해변 재즈 축제", "hosted", {"city": "부산", "year": 2019}, "nominal", 0,
     "2019년 해변 재즈 축제의 개최지는 부산이었습니다."),
    ("event", "해변 재즈 축제", "hosted", {"city": "대구", "year": 2019}, "nominal", 0,
     "2019년 해변 재즈 축제의 개최지는 대구였습니다."),
    ("hotel", "해오름 호텔", "count", {"n": 120}, "synonym", 1,
     "해오름 호텔은 객실 백이십 개를 보유하고 있습니다."),
    ("bakery", "들꽃 베이커리", "duration", {"days": 2}, "base", 1,
     "들꽃 베이커리의 배송은 이틀이 걸립니다."),
    ("kayak", "은하수 카약", "duration", {"days": 14}, "base", 1, "은하수 카약의 배송은 2주가 걸립니다."),
]  # fmt: skip


@pytest.mark.parametrize(("kind", "name", "pred", "values", "style", "fmt", "expected"), KO_RENDERS)
def test_korean_renders_hand_checked(
    synth: dict[str, ModuleType],
    kind: str,
    name: str,
    pred: str,
    values: dict[str, Any],
    style: str,
    fmt: int,
    expected: str,
) -> None:
    f = synth["world"].fact(pred, **values)
    ent = synth["world"].Entity(kind, name, [f])
    got = synth["sentences"].render(synth["lang_ko"], ent, f, style, fmt, random.Random(0))
    assert got == expected


#: (language, formatter, arguments, expected): the format pairs issue 21 names, and a few more
FORMATS = [
    ("en", "fmt_count", (120, 1, "hotel"), "one hundred and twenty"),
    ("en", "fmt_measure", (1800, "weight", 0), "1.8 kg"),
    ("en", "fmt_measure", (1800, "weight", 1), "1,800 g"),
    ("en", "fmt_time", ((21, 0), 0), "21:00"),
    ("en", "fmt_time", ((21, 0), 1), "9 p.m."),
    ("en", "fmt_time", ((21, 0), 2), "nine o'clock in the evening"),
    ("en", "fmt_date", (1, 14, 0), "January 14"),
    ("en", "fmt_date", (1, 14, 1), "Jan. 14"),
    ("ko", "fmt_time", ((21, 0), 0), "오후 9시"),
    ("ko", "fmt_time", ((21, 0), 2), "21시"),
    ("ko", "fmt_price", (3000, 0), "3,000원"),
    ("ko", "fmt_price", (3000, 1), "3천 원"),
    ("ko", "fmt_price", (45000, 1), "4만 5천 원"),
    ("ko", "fmt_days", (2, 0), "2일"),
    ("ko", "fmt_days", (2, 1), "이틀"),
    ("ko", "sino", (2051,), "이천오십일"),
    ("en", "fmt_temp", (28, 1), "28 degrees Celsius"),
    ("ko", "fmt_temp", (28, 1), "섭씨 28도"),
    ("zh", "hanzi", (8,), "八"),
    ("zh", "hanzi", (105,), "一百零五"),
    ("zh", "hanzi", (2051,), "二千零五十一"),
    ("zh", "fmt_days", (2, 1), "两天"),
    ("zh", "fmt_time", ((21, 30), 1), "晚上9点半"),
    ("de", "words", (121,), "einhunderteinundzwanzig"),
    ("de", "fmt_measure", (1800, "weight", 0), "1,8 kg"),
    ("de", "fmt_time", ((21, 0), 2), "9 Uhr abends"),
    ("fr", "words", (71,), "soixante et onze"),
    ("fr", "words", (80,), "quatre-vingts"),
    ("fr", "words", (21, True), "vingt et une"),
    ("fr", "fmt_time", ((20, 0), 2), "8 heures du soir"),
    ("es", "words", (21,), "veintiún"),
    ("es", "words", (221, True), "doscientas veintiuna"),
    ("es", "words", (100,), "cien"),
    ("es", "fmt_time", ((13, 0), 1), "la 1 de la tarde"),
]


@pytest.mark.parametrize(("lang", "func", "args", "expected"), FORMATS)
def test_value_formats(
    synth: dict[str, ModuleType], lang: str, func: str, args: tuple[Any, ...], expected: str
) -> None:
    assert getattr(synth[f"lang_{lang}"], func)(*args) == expected


def test_bad_language_is_a_clear_error(synth: dict[str, ModuleType], tmp_path: Path) -> None:
    code = synth["make_pairs"].main(["--out", str(tmp_path / "x.jsonl"), "--langs", "en,xx"])
    assert code == 2
    assert not (tmp_path / "x.jsonl").exists()
