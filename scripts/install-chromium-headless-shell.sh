#!/bin/sh
# Chromium's headless shell for the browser tests (e2e/playwright.config.ts): the same engine as the
# chromium package without the full browser around it, which spends about half the CPU per journey (measured
# in docs/testing.md) — the journeys' time on a 2-core machine is mostly Chromium's. Playwright runs its own
# download of this shell by default; here it comes from Debian's packages. Without it the tests use Chromium.
set -eu
. "$(dirname "$0")/lib/install-tool.sh"
[ -x "${E2E_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] && exit 0

apt_install chromium-headless-shell "Chromium's headless shell" && exit 0
echo "› without Debian's chromium-headless-shell package the browser tests run in the full Chromium (slower on 2 cores)"
