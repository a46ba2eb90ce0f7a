"""Subcommands imported only when they run.

``ragmeter --help`` lists every subcommand with the first sentence of its help, and
``ragmeter retrieval`` runs one: neither should pay for importing the judges, the runner,
the store and the reports of the other eleven. :class:`LazyGroup` knows each subcommand by
name, where it lives and its first sentence (:class:`Subcommand`), and imports its module
the first time click asks for the command itself (to run it, show its own help or complete
it). ``tests/test_cli_startup.py`` checks that each first sentence is its command's own.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module

import click

__all__ = ["LazyGroup", "Subcommand"]


@dataclass(frozen=True)
class Subcommand:
    """A subcommand by name; ``target`` is ``module:attribute``; ``summary`` the first
    sentence of its help, what ``--help`` of the group shows (shortened to fit)."""

    name: str
    target: str
    summary: str

    def load(self) -> click.Command:
        module, _, attribute = self.target.partition(":")
        command = getattr(import_module(module), attribute)
        if not isinstance(command, click.Command):  # pragma: no cover - a wrong table entry
            raise TypeError(f"{self.target} is not a click command")
        return command


class LazyGroup(click.Group):
    """A click group whose listed subcommands are imported on first use."""

    def __init__(self, *args: object, subcommands: tuple[Subcommand, ...] = (), **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.subcommands = {s.name: s for s in subcommands}

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(set(super().list_commands(ctx)) | set(self.subcommands))

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands and cmd_name in self.subcommands:
            self.add_command(self.subcommands[cmd_name].load(), cmd_name)
        return super().get_command(ctx, cmd_name)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """Click's listing, with the subcommands not yet imported shown from their summary."""
        rows: list[tuple[str, click.Command]] = []
        for name in self.list_commands(ctx):
            loaded = self.commands.get(name)
            command = loaded or click.Command(name, help=self.subcommands[name].summary)
            if not command.hidden:
                rows.append((name, command))
        if rows:
            limit = formatter.width - 6 - max(len(name) for name, _ in rows)
            with formatter.section("Commands"):
                formatter.write_dl([(name, command.get_short_help_str(limit)) for name, command in rows])
