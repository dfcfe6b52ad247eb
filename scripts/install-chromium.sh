#!/bin/sh
# Chromium for the bot runtime's login tokens and the browser tests, from Debian's packages (Playwright's own browser download cannot work
# on machines without general internet access). CHROMIUM_PATH may point at another Chromium.
set -eu
. "$(dirname "$0")/lib/install-tool.sh"
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$CHROMIUM" ] && exit 0

apt_install chromium Chromium && exit 0
echo "Chromium is needed (bots mint the game login's reCAPTCHA token with it; browser tests drive it): install Debian's 'chromium' package, or set CHROMIUM_PATH." >&2
exit 1
