#!/bin/sh
# EmpireCore (PyPI empire-core, MIT), a public client of the live game, for the simulator's conformance
# test (simulator/empire-core.test.ts), in the shared virtual environment under .tools/venv.
# Without Python (or PyPI) that test is skipped with a message, except under CI, where this fails.
set -eu
VERSION=0.59.0
ROOT=$(cd "$(dirname "$0")/.." && pwd)
VENV="$ROOT/.tools/venv"
STAMP="$VENV/.empire-core-$VERSION"
if [ -x "$VENV/bin/python" ] && [ -f "$STAMP" ]; then exit 0; fi

give_up() {
  echo "$1" >&2
  if [ -n "${CI:-}" ]; then exit 1; fi
  echo "  (the EmpireCore conformance test will be skipped)" >&2
  exit 0
}

command -v python3 >/dev/null 2>&1 || give_up "The EmpireCore conformance test needs Python 3 (3.10 or newer): install python3 with its venv module."
echo "› installing empire-core $VERSION into .tools/venv (first run only)…"
# The venv is shared with other Python tools (schemathesis): create it only when it is missing.
if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV" || give_up "Could not create .tools/venv: install Python's venv module (Debian: python3-venv)."
fi
"$VENV/bin/pip" install --quiet --disable-pip-version-check "empire-core==$VERSION" || give_up "Could not install empire-core $VERSION from PyPI (it needs Python 3.10 or newer)."
touch "$STAMP"
