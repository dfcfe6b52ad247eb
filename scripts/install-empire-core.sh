#!/bin/sh
# EmpireCore (PyPI empire-core, MIT), a public client of the live game, for the simulator's conformance
# test (simulator/conformance/empire-core.test.ts), in the shared virtual environment under .tools/venv.
set -eu
. "$(dirname "$0")/lib/install-pypi.sh"
install_pypi empire-core 0.59.0 "EmpireCore conformance test"
