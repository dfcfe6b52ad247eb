# Sourced by the Python tool installers: install_pypi <package> <version> <what it is for>
# installs one pinned PyPI package into the project's shared virtual environment (.tools/venv), once
# (a stamp per package and version). Without Python or PyPI the test that needs it is skipped with a
# message, except under CI, where this fails.
install_pypi() {
  package=$1
  version=$2
  purpose=$3
  root=$(cd "$(dirname "$0")/.." && pwd)
  venv="$root/.tools/venv"
  stamp="$venv/.$package-$version"
  if [ -x "$venv/bin/python" ] && [ -f "$stamp" ]; then return 0; fi
  command -v python3 >/dev/null 2>&1 || { give_up "The $purpose needs Python 3 (3.10 or newer): install python3 with its venv module." "$purpose"; return 0; }
  echo "› installing $package $version into .tools/venv (first run only)…"
  # One venv for every Python tool: created only when it is missing.
  if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv" || { give_up "Could not create .tools/venv: install Python's venv module (Debian: python3-venv)." "$purpose"; return 0; }
  fi
  "$venv/bin/pip" install --quiet --disable-pip-version-check "$package==$version" || { give_up "Could not install $package $version from PyPI." "$purpose"; return 0; }
  touch "$stamp"
}

give_up() {
  echo "$1" >&2
  if [ -n "${CI:-}" ]; then exit 1; fi
  echo "  (the $2 will be skipped)" >&2
}
