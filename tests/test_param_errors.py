"""The library speaks of parameters, the CLI of flags (issue 23, point 3): a ConfigError
about a parameter names it as the Python API does, and the command line names the flag
that sets it, for the same check (made once, below the CLI)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from tests.conftest import EXAMPLES

from ragmeter.cli.main import main
from ragmeter.errors import ConfigError
from ragmeter.systems import EndpointSystem
from ragmeter.traces.duration import parse_duration

CASES = str(EXAMPLES / "store_policy" / "cases.jsonl")


def test_the_library_names_its_parameters() -> None:
    with pytest.raises(ConfigError, match=r"^url must be an http\(s\)://") as info:
        EndpointSystem("ftp://example.com/rag")
    assert info.value.param == "url"
    with pytest.raises(ConfigError, match=r"^since 'soon': give a duration"):
        parse_duration("soon")


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--endpoint", "ftp://example.com/rag"], "--endpoint must be an http(s)://host"),
        (["--endpoint", "http://127.0.0.1:9/rag", "--request", "{}"], "--request must contain {question}"),
    ],
)
def test_the_cli_names_the_flags(args: list[str], said: str) -> None:
    res = CliRunner().invoke(main, ["eval", CASES, "--no-store", *args])
    assert res.exit_code == 2, res.output
    flat = " ".join(res.output.split())
    assert said in flat and "url must" not in flat and "request must" not in flat.replace("--request", "")


def test_the_engine_check_is_made_once_below_the_cli() -> None:
    """One check (``distributed.check_engine``) for evaluate(), the Ray engine and eval;
    the library names ``engine='ray'``, the CLI ``--engine ray``."""
    from ragmeter.distributed import check_engine

    with pytest.raises(ConfigError, match=r"^system runs on this machine") as info:
        check_engine("ray", system=True)
    assert info.value.params == ("system", "engine") and "engine='ray'" in str(info.value)
    res = CliRunner().invoke(main, ["eval", CASES, "--no-store", "--batch-size", "4"])
    assert res.exit_code == 2
    assert "--address, --batch-size and --out are options of --engine ray" in " ".join(res.output.split())
