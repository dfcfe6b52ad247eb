# Sourced by the installers of the programs the project runs (Chromium, PostgreSQL, FerretDB, NATS,
# stripe-mock): the two ways they come, Debian's packages and builds with the Go toolchain, and where the
# built ones go.

# The project's root, and the folder the built programs go to.
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TOOLS_BIN="$ROOT/.tools/bin"

# built_already <program> <version>: <program> is there and its --version names <version>.
built_already() {
  [ -x "$1" ] && "$1" --version 2>/dev/null | grep -q "$2"
}

# apt_install <package> <name>: installs Debian's <package> when we may (root, with apt-get); fails
# otherwise, and the caller says what to do instead.
apt_install() {
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "› installing $2 from Debian's packages"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null
    return 0
  fi
  return 1
}

# require_go <message>: the Go toolchain is on PATH, or <message> (what to do instead) goes to stderr
# and the installer stops.
require_go() {
  command -v go >/dev/null 2>&1 && return 0
  printf '%s\n' "$1" >&2
  exit 1
}

# go_install_tool <module@version>: `go install` into .tools/bin with the local toolchain (no download
# of another Go).
go_install_tool() {
  mkdir -p "$TOOLS_BIN"
  GOTOOLCHAIN=local GOBIN="$TOOLS_BIN" go install "$1"
}
