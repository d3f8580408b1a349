#!/usr/bin/env bash
# Makes sure a CalDAV server for the calendar tests exists: Debian's radicale,
# which tests/functions/calendar-harness.ts starts on a free port with a temp
# folder. Like ensure-browser.sh: installed with apt-get when this runs as root
# (or with sudo when that needs no password), otherwise the one command to run.
set -euo pipefail
has_radicale() {
  command -v radicale >/dev/null && radicale --version >/dev/null 2>&1 && return 0
  # Debian's package installs into the system Python, which a pyenv python3 on PATH does not see.
  /usr/bin/python3 -m radicale --version >/dev/null 2>&1 && return 0
  python3 -m radicale --version >/dev/null 2>&1
}
if has_radicale; then exit 0; fi
install='apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq radicale >/dev/null'
if command -v apt-get >/dev/null; then
  if [ "$(id -u)" = "0" ]; then
    echo "No CalDAV server for the calendar tests: installing Debian's radicale..."
    bash -c "$install" && has_radicale && exit 0
  elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    echo "No CalDAV server for the calendar tests: installing Debian's radicale (sudo)..."
    sudo bash -c "$install" && has_radicale && exit 0
  fi
fi
echo "No radicale (CalDAV server) found for the calendar tests. Install it with:  sudo apt-get install -y radicale" >&2
echo "or: pip install radicale" >&2
exit 1
