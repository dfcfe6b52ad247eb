#!/bin/sh
# Stripe's own API mock for the billing tests, built with the Go toolchain into .tools/bin.
set -eu
VERSION=v0.203.0
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN="$ROOT/.tools/bin/stripe-mock"
STAMP="$ROOT/.tools/bin/.stripe-mock-$VERSION"
if [ -x "$BIN" ] && [ -f "$STAMP" ]; then exit 0; fi
if ! command -v go >/dev/null 2>&1; then
  echo "The billing tests need stripe-mock, built with Go: install Go (https://go.dev/dl)." >&2
  exit 1
fi
echo "› building stripe-mock $VERSION into .tools/bin (first run only)…"
mkdir -p "$ROOT/.tools/bin"
GOTOOLCHAIN=local GOBIN="$ROOT/.tools/bin" go install "github.com/stripe/stripe-mock@$VERSION"
touch "$STAMP"
