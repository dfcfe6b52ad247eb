#!/bin/sh
# Schemathesis (from PyPI) for the API fuzzing test, in its own virtual environment under .tools/venv.
# Without Python (or PyPI) the fuzzing test is skipped with a message, except under CI, where this fails.
set -eu
VERSION=4.32.5
ROOT=$(cd "$(dirname "$0")/.." && pwd)
VENV="$ROOT/.tools/venv"
STAMP="$VENV/.schemathesis-$VERSION"
if [ -x "$VENV/bin/schemathesis" ] && [ -f "$STAMP" ]; then exit 0; fi

give_up() {
  echo "$1" >&2
  if [ -n "${CI:-}" ]; then exit 1; fi
  echo "  (the API fuzzing test will be skipped)" >&2
  exit 0
}

command -v python3 >/dev/null 2>&1 || give_up "The API fuzzing test needs Python 3 (for schemathesis): install python3 with its venv module."
echo "› installing schemathesis $VERSION into .tools/venv (first run only)…"
python3 -m venv "$VENV" || give_up "Could not create .tools/venv: install Python's venv module (Debian: python3-venv)."
"$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$VERSION" || give_up "Could not install schemathesis $VERSION from PyPI."
touch "$STAMP"
