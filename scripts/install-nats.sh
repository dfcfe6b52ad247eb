#!/bin/sh
# Builds nats-server (with JetStream) into .tools/bin from the Go module proxy: the engine bot runners and
# API instances coordinate through (consoles, placement, locks). Debian's package is 2.9 (no per-message
# TTL); this pins 2.15. NATS_URL pointing at an existing server skips it.
set -eu
. "$(dirname "$0")/lib/install-tool.sh"
VERSION=v2.15.2
BIN="$TOOLS_BIN/nats-server"

if built_already "$BIN" "${VERSION#v}"; then exit 0; fi
require_go "Castellan needs NATS (with JetStream) and none is available. Either:
  1. set NATS_URL to a NATS 2.11+ server with JetStream enabled, or
  2. install Go (https://go.dev/dl) so nats-server can be built into .tools/bin."

echo "› building nats-server $VERSION into .tools/bin (first run only, about a minute)…"
go_install_tool "github.com/nats-io/nats-server/v2@$VERSION"
"$BIN" --version
