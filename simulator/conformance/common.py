"""
What the conformance drivers share: a step and the lists that keep them, the step failure, and the capture
of EmpireCore's log, in which a reply it could not read shows as a WARNING or above. Our own code; it
copies nothing of EmpireCore.
"""

from __future__ import annotations

import logging
import re
import sys
import threading
from collections.abc import Callable
from typing import Any

# One step of a drive: its name, the commands it sends, the step (it takes the Driver and returns its
# detail), and the log lines it provokes on purpose (EmpireCore logs every refused command at ERROR).
Step = tuple[str, str, Callable[[Any], str], list[str] | None]


def log(message: str) -> None:
    """Progress for humans, on stderr: stdout carries only the report."""
    print(f"[drive] {message}", file=sys.stderr, flush=True)


class StepFailed(Exception):
    """A step ran without an exception from EmpireCore but did not get what it needs."""


class Steps(list[Step]):
    """
    A module's steps, in the order they are defined: each says what it sends where it is written,
    ``@STEPS.add("gcl+grc")`` above its function (``name`` where the step's name is not the function's).
    """

    def add(self, commands: str, *, name: str | None = None, expect: list[str] | None = None) -> Callable[[Callable[[Any], str]], Callable[[Any], str]]:
        def register(step: Callable[[Any], str]) -> Callable[[Any], str]:
            self.append((name or step.__name__, commands, step, expect))
            return step

        return register


class LogCapture(logging.Handler):
    """
    Keeps every record at WARNING or above from the ``empire_core`` loggers.

    EmpireCore logs from its receive, keep-alive and callback threads, so the lists are guarded. A step
    may announce a log line it provokes on purpose (see ``expect``); those are kept apart.
    """

    def __init__(self) -> None:
        super().__init__(level=logging.WARNING)
        # Not named `lock`: logging.Handler keeps its own lock under that name and holds it around emit().
        self.guard = threading.Lock()
        self.warnings: list[str] = []
        self.expected: list[str] = []
        self._expect: list[re.Pattern[str]] = []

    def expect(self, patterns: list[re.Pattern[str]]) -> None:
        with self.guard:
            self._expect = list(patterns)

    def emit(self, record: logging.LogRecord) -> None:
        try:
            line = f"{record.levelname} {record.name}: {record.getMessage()}"
            if record.exc_info and record.exc_info[1] is not None:
                line += f" [{type(record.exc_info[1]).__name__}: {record.exc_info[1]}]"
        except Exception as e:  # a record whose message cannot be formatted is still a warning
            line = f"{record.levelname} {record.name}: <unformattable message: {e}>"
        with self.guard:
            if any(p.search(line) for p in self._expect):
                self.expected.append(line)
            else:
                self.warnings.append(line)
        log(f"log: {line}")
