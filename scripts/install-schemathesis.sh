#!/bin/sh
# Schemathesis (from PyPI) for the API fuzzing test, in the shared virtual environment under .tools/venv.
set -eu
. "$(dirname "$0")/lib/install-pypi.sh"
install_pypi schemathesis 4.32.5 "API fuzzing test"
