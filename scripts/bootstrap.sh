#!/bin/sh
# Installs what Castellan needs, idempotently and fast on the second run:
#   Bun (pinned, from the npm registry, into .tools/bun), the packages (bun.lock), the embedded database
#   (FerretDB and the PostgreSQL it stores into, unless MONGODB_URI points elsewhere), the engine (nats-server, unless NATS_URL does), Chromium (the bot runtime mints the game login's
#   reCAPTCHA tokens with it; the browser tests drive it) and, with --test, stripe-mock for the billing
#   tests, schemathesis (PyPI) for the API fuzzing test and EmpireCore (PyPI), the public game client the
#   simulator's conformance test drives it with.
set -eu
cd "$(dirname "$0")/.."

BUN_VERSION=1.4.5
BUN=.tools/bun/node_modules/.bin/bun

if [ ! -x "$BUN" ] || [ "$("$BUN" --version 2>/dev/null)" != "$BUN_VERSION" ]; then
  echo "› installing Bun $BUN_VERSION into .tools/bun"
  npm install --prefix .tools/bun --no-save --no-audit --no-fund --loglevel=error "bun@$BUN_VERSION"
fi

STAMP=node_modules/.castellan-installed
if [ ! -f "$STAMP" ] || [ bun.lock -nt "$STAMP" ] || [ package.json -nt "$STAMP" ]; then
  echo "› installing packages"
  "$BUN" install --frozen-lockfile
  touch "$STAMP"
fi

[ -n "${MONGODB_URI:-}" ] || { sh scripts/install-ferretdb.sh && sh scripts/install-postgres.sh; }
[ -n "${NATS_URL:-}" ] || sh scripts/install-nats.sh

if [ "${1:-}" = "--test" ]; then
  sh scripts/install-chromium.sh
else
  # The product starts without it; bots then fail their login with the same instructions.
  sh scripts/install-chromium.sh || echo "› without Chromium, bots cannot mint the game login's reCAPTCHA token"
fi

if [ "${1:-}" = "--test" ]; then
  sh scripts/install-chromium-headless-shell.sh
  sh scripts/install-stripe-mock.sh
  sh scripts/install-schemathesis.sh
  sh scripts/install-empire-core.sh
fi
