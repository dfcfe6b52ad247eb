#!/bin/sh
# PostgreSQL for the embedded database (FerretDB stores into it), from Debian's packages: this project's
# machines ship PostgreSQL 15 already, so this is a check. POSTGRES_BIN_DIR may point at another build's
# programs; EMBEDDED_DB=sqlite runs without PostgreSQL (FerretDB over SQLite, the former default).
set -eu
. "$(dirname "$0")/lib/install-tool.sh"
[ "${EMBEDDED_DB:-postgresql}" = "sqlite" ] && exit 0
if [ -n "${POSTGRES_BIN_DIR:-}" ]; then
  [ -x "$POSTGRES_BIN_DIR/postgres" ] && exit 0
  echo "POSTGRES_BIN_DIR=$POSTGRES_BIN_DIR holds no postgres program." >&2
  exit 1
fi
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 && exit 0
command -v postgres >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1 && exit 0

apt_install postgresql PostgreSQL && exit 0
echo "PostgreSQL is needed for the embedded database: install Debian's 'postgresql' package, set POSTGRES_BIN_DIR, or run with EMBEDDED_DB=sqlite." >&2
exit 1
