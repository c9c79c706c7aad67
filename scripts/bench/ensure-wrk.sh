#!/usr/bin/env bash
# Makes sure Debian's wrk is installed: the memory bench (scripts/bench/memory-load.ts) drives its load of
# unique URLs with it, against the site on loopback only. Idempotent and silent when present.
set -euo pipefail

if command -v wrk >/dev/null 2>&1; then
  exit 0
fi

sudo_if_needed=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo_if_needed=(sudo -n)
  else
    echo "ensure-wrk: wrk is missing and this user cannot install it (run as root)." >&2
    exit 1
  fi
fi

echo "ensure-wrk: installing Debian's wrk (apt-get)…" >&2
export DEBIAN_FRONTEND=noninteractive
"${sudo_if_needed[@]}" apt-get update -qq >&2
"${sudo_if_needed[@]}" apt-get install -y -qq -o DPkg::Lock::Timeout=180 --no-install-recommends wrk >&2
