"""Every value of the ``[llm]`` table (and the flags that set the same things) is checked,
with an error that names the file and the setting (exit 2): NaN and infinite numbers
(which ended as ``NaN``/``Infinity`` in ``--json``, or crashed a socket), huge integers,
control characters, a ``prompt_version`` pointing outside the package, a config file
that is not UTF-8."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from tests.conftest import EXAMPLES

from ragmeter.cli.main import main
from ragmeter.errors import ConfigError
from ragmeter.judges.llm import LLMConfig, load_config
from ragmeter.llm.config import _FIELD_KINDS

CASES = str(EXAMPLES / "store_policy" / "cases.jsonl")


def run(*args: str) -> tuple[int, str]:
    res = CliRunner().invoke(main, list(args))
    return res.exit_code, " ".join(res.output.split())


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("price_in = nan", "llm price_in must be a finite number >= 0"),
        ("price_out = inf", "llm price_out must be a finite number >= 0"),
        ("timeout = inf", "llm timeout must be a finite number > 0"),
        ("timeout = 1e12", "llm timeout must be a finite number > 0 and <= 86400"),
        ("backoff_base = nan", "llm backoff_base must be a finite number"),
        ("backoff_max = -inf", "llm backoff_max must be a finite number"),
        ("max_retry_after = nan", "llm max_retry_after must be a finite number"),
        ("temperature = nan", "llm temperature must be a finite number"),
        ("max_reply_mb = 0", "llm max_reply_mb must be a finite number > 0"),
        ("max_tokens = 9223372036854775807", "llm max_tokens must be an integer from 1 to"),
        ("max_retries = 1000000", "llm max_retries must be an integer from 0 to 100"),
        ("concurrency = 100000", "llm concurrency must be an integer from 1 to 1024"),
        ('prompt_version = "../../../../etc"', "prompt_version must be one of the versions shipped"),
        ('prompt_version = "/tmp/prompts"', "prompt_version must be one of the versions shipped"),
        ('base_url = "ftp://example.com/v1"', "llm base_url must be an http(s)://host"),
        ('base_url = "http://exa mple.com/v1"', "llm base_url must be an http(s)://host"),
        ('base_url = "http://host:notaport/v1"', "llm base_url must be an http(s)://host"),
        ('api_key_env = "A=B"', "llm api_key_env must name an environment variable"),
        ('model = "m\\nX-Injected: 1"', "llm model must not hold control characters"),
        ('cache_path = "a\\u0000b"', "llm cache_path must not hold control characters"),
    ],
)
def test_bad_values_are_located_errors(tmp_path: Path, line: str, message: str) -> None:
    cfg = tmp_path / "ragmeter.toml"
    cfg.write_text(f"[llm]\n{line}\n", encoding="utf-8")
    with pytest.raises(ConfigError) as info:
        load_config(cfg)
    assert str(info.value).startswith(f"{cfg}: ") and message in str(info.value)
    code, text = run("eval", CASES, "--judge", "llm", "--config", str(cfg), "--no-store")
    assert code == 2 and message in text, text


def test_every_number_setting_refuses_nan_and_infinity() -> None:
    numbers = [k for k, (kind, _) in _FIELD_KINDS.items() if kind == "number"]
    assert len(numbers) >= 8
    for name in numbers:
        for bad in (float("nan"), float("inf"), float("-inf")):
            with pytest.raises(ConfigError, match=f"llm {name} must be a finite number"):
                dataclasses.replace(LLMConfig(model="m"), **{name: bad})


def test_a_config_file_that_is_not_utf8(tmp_path: Path) -> None:
    cfg = tmp_path / "latin1.toml"
    cfg.write_bytes('[llm]\nmodel = "modèle"\n'.encode("latin-1"))
    code, text = run("eval", CASES, "--judge", "llm", "--config", str(cfg), "--no-store")
    assert code == 2 and f"{cfg}: line 2: not UTF-8 text (byte 18" in text, text


@pytest.mark.parametrize("flag", ["--price-in", "--price-out"])
@pytest.mark.parametrize("value", ["nan", "inf"])
def test_price_flags_must_be_finite(tmp_path: Path, flag: str, value: str) -> None:
    out = tmp_path / "r.json"
    code, text = run("eval", CASES, "--judge", "llm:m", flag, value, "--dry-run", "--json", str(out))
    assert code == 2 and "must be a finite number" in text, text
    assert not out.exists()


def test_a_dry_run_with_prices_writes_strict_json(tmp_path: Path) -> None:
    out = tmp_path / "r.json"
    code, text = run("eval", CASES, "--judge", "llm:m", "--price-in", "0.5", "--dry-run", "--json", str(out))
    assert code == 0, text
    json.loads(out.read_text(), parse_constant=lambda c: pytest.fail(c))
