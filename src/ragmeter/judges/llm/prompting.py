"""Versioned prompt files shipped inside the package (``prompts/<version>/*.txt``).

A prompt version is a folder that never changes once released; a new wording is a new
folder. The run records the version and a digest of the files, and the cache key
includes the version, so replies to one wording are never reused for another.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from ragmeter.errors import ConfigError
from ragmeter.llm.config import DEFAULT_PROMPT_VERSION

__all__ = ["DEFAULT_PROMPT_VERSION", "PromptSet", "available_versions", "load_prompt_folder", "load_prompts"]

_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*")
_FILES = ("decompose_system", "decompose_user", "verify_system", "verify_user", "repair")


@dataclass(frozen=True)
class PromptSet:
    version: str
    digest: str
    texts: dict[str, str]

    @property
    def tag(self) -> str:
        """``v1+3f2a9c0d1b7e``: the version and a digest of its files (goes into cache keys)."""
        return f"{self.version}+{self.digest}"

    def render(self, name: str, **fields: str) -> str:
        text = self.texts[name]
        for key, value in fields.items():
            text = text.replace("{{" + key + "}}", value)
        return text


def available_versions() -> list[str]:
    root = resources.files("ragmeter.judges.llm") / "prompts"
    return sorted(p.name for p in root.iterdir() if p.is_dir() and not p.name.startswith(("_", ".")))


@lru_cache(maxsize=8)
def load_prompts(version: str = DEFAULT_PROMPT_VERSION) -> PromptSet:
    """The judge's prompts of ``version``: one of the folders shipped in the package,
    by name (never a path: nothing outside the package is read)."""
    available = available_versions()
    if version not in available:
        raise ConfigError(f"unknown prompt version {version!r}; available: {', '.join(available)}")
    return load_prompt_folder("prompts", version, _FILES)


@lru_cache(maxsize=8)
def load_prompt_folder(root: str, version: str, files: tuple[str, ...]) -> PromptSet:
    """The prompt files ``files`` of ``judges/llm/<root>/<version>/`` (another task's
    prompts, such as the rubric call's), with the digest of those files. ``root`` and
    ``version`` are folder names inside the package, never paths."""
    if not all(_NAME.fullmatch(part) for part in (root, version)):
        raise ConfigError(f"a prompt folder is named by a plain name, got {root}/{version}")
    folder = resources.files("ragmeter.judges.llm") / root / version
    if not folder.is_dir():
        raise ConfigError(f"unknown prompt version {root}/{version}")
    texts: dict[str, str] = {}
    sha = hashlib.sha256()
    for name in files:
        text = (folder / f"{name}.txt").read_text(encoding="utf-8").strip()
        texts[name] = text
        sha.update(name.encode() + b"\0" + text.encode("utf-8") + b"\0")
    return PromptSet(version, sha.hexdigest()[:12], texts)
