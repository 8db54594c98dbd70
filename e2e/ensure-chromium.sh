#!/usr/bin/env bash
# The end-to-end journeys drive Debian's Chromium; install it when it is missing and we may.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$path" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the end-to-end suite…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium not found at $path: install Debian's 'chromium' package or set CHROMIUM_PATH." >&2
  exit 1
fi
