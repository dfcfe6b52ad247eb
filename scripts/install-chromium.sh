#!/bin/sh
# Chromium for the bot runtime's login tokens and the browser tests, from Debian's packages (Playwright's own browser download cannot work
# on machines without general internet access). CHROMIUM_PATH may point at another Chromium.
set -eu
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$CHROMIUM" ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "› installing Chromium from Debian's packages"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is needed (bots mint the game login's reCAPTCHA token with it; browser tests drive it): install Debian's 'chromium' package, or set CHROMIUM_PATH." >&2
exit 1
