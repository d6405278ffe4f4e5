#!/usr/bin/env bash
# Playwright drives Debian's Chromium here; it never downloads a browser of its own.
set -euo pipefail
browser=${CHROME_PATH:-/usr/bin/chromium}
[ -x "$browser" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
	echo "Installing Chromium from Debian (once)..."
	apt-get update -qq
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
	exit 0
fi
echo "Chromium not found at $browser: install it (apt-get install chromium) or set CHROME_PATH." >&2
exit 1
