#!/bin/sh
# Stripe's own API mock for the billing tests, built with the Go toolchain into .tools/bin.
set -eu
. "$(dirname "$0")/lib/install-tool.sh"
VERSION=v0.203.0
BIN="$TOOLS_BIN/stripe-mock"
STAMP="$TOOLS_BIN/.stripe-mock-$VERSION"
if [ -x "$BIN" ] && [ -f "$STAMP" ]; then exit 0; fi
require_go "The billing tests need stripe-mock, built with Go: install Go (https://go.dev/dl)."
echo "› building stripe-mock $VERSION into .tools/bin (first run only)…"
go_install_tool "github.com/stripe/stripe-mock@$VERSION"
touch "$STAMP"
