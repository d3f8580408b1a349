#!/usr/bin/env bash
# Makes sure a Chromium for the browser tests exists. Uses Debian's package
# (Playwright's own browser download needs internet access this machine lacks).
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "No browser at $path: installing Debian's chromium (about a minute)..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "No Chromium found at $path. Install it with:  sudo apt-get install -y chromium" >&2
echo "or point CHROMIUM_PATH at an existing Chromium/Chrome binary." >&2
exit 1
