#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests, the screenshot and the bench.
# Idempotent and silent when it is already there; installs it through apt otherwise (CI runs as root).
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

sudo_if_needed=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo_if_needed=(sudo -n)
  else
    echo "ensure-chromium: /usr/bin/chromium is missing and this user cannot install it (run as root)." >&2
    exit 1
  fi
fi

echo "ensure-chromium: installing Debian's chromium (apt-get)…" >&2
export DEBIAN_FRONTEND=noninteractive
"${sudo_if_needed[@]}" apt-get update -qq >&2
"${sudo_if_needed[@]}" apt-get install -y -qq -o DPkg::Lock::Timeout=180 --no-install-recommends chromium fonts-dejavu-core >&2

if [ ! -x /usr/bin/chromium ]; then
  echo "ensure-chromium: apt-get finished but /usr/bin/chromium is still missing." >&2
  exit 1
fi
