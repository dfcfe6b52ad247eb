#!/bin/sh
# Schemathesis (from PyPI) for the API fuzzing test, in its own virtual environment under .tools/venv.
set -eu
VERSION=4.32.5
ROOT=$(cd "$(dirname "$0")/.." && pwd)
VENV="$ROOT/.tools/venv"
STAMP="$VENV/.schemathesis-$VERSION"
if [ -x "$VENV/bin/schemathesis" ] && [ -f "$STAMP" ]; then exit 0; fi
if ! command -v python3 >/dev/null 2>&1; then
  echo "The API fuzzing test needs Python 3 (for schemathesis): install python3 with its venv module." >&2
  exit 1
fi
echo "› installing schemathesis $VERSION into .tools/venv (first run only)…"
python3 -m venv "$VENV"
"$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$VERSION"
touch "$STAMP"
