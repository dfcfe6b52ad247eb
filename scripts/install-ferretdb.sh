#!/bin/sh
# Builds FerretDB (MongoDB wire protocol over PostgreSQL or SQLite) into .tools/bin with the Go toolchain.
# `go install …@v1.24.2` fails here (the proxy refuses the module's version list, and the module zip
# ships an empty build/version/version.txt), so we download the module, apply our patch, stamp the
# version, and build it.
#
# The patch (scripts/ferretdb/atomic-writes.patch, docs/decisions.md "The embedded database keeps
# MongoDB's word") makes every update and delete over PostgreSQL a compare-and-swap of the document it
# read, run again on a conflict: FerretDB 1.24 wrote back whatever it had read, so simultaneous writers
# of one document lost each other's changes. The version's suffix is the patch's checksum: a binary
# built from another revision of it is built again.
set -eu
. "$(dirname "$0")/lib/install-tool.sh"
MODULE_VERSION=v1.24.2
PATCH="$ROOT/scripts/ferretdb/atomic-writes.patch"
VERSION=$MODULE_VERSION-castellan.$(cksum < "$PATCH" | cut -d' ' -f1)
BIN="$TOOLS_BIN/ferretdb"

if built_already "$BIN" "$VERSION"; then exit 0; fi
require_go "Castellan needs a MongoDB-compatible database and none is available. Three ways out:
  1. set MONGODB_URI to a MongoDB 8 server (mongodb://user:pass@host:27017/castellan),
  2. install Go (https://go.dev/dl) so the embedded FerretDB can be built into .tools/bin, or
  3. run the production shape with: docker compose up"

echo "› building FerretDB $VERSION into .tools/bin (first run only, a few minutes on 2 cores)…"
export GOTOOLCHAIN=local GOFLAGS=-mod=mod
DIR=$(go mod download -json "github.com/FerretDB/FerretDB@$MODULE_VERSION" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')
WORK=$(mktemp -d)
trap 'chmod -R u+w "$WORK"; rm -rf "$WORK"' EXIT
cp -R "$DIR/." "$WORK/"
chmod -R u+w "$WORK"
git -C "$WORK" apply "$PATCH"
echo "$VERSION" > "$WORK/build/version/version.txt"
mkdir -p "$TOOLS_BIN"
(cd "$WORK" && go build -trimpath -o "$BIN" ./cmd/ferretdb)
"$BIN" --version | head -1
