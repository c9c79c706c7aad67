#!/usr/bin/env bash
# Makes sure a program from Debian's packages is there, installing the packages through apt when it is
# not (CI runs as root): used for Chromium (browser tests, screenshot, bench), wrk and nginx (bench).
# Idempotent and silent when the program is present.
#   scripts/ensure-debian-package.sh PROGRAM PACKAGE [PACKAGE…]
# PROGRAM is a command name or an absolute path.
set -euo pipefail

program="${1:?usage: ensure-debian-package.sh PROGRAM PACKAGE [PACKAGE…]}"
shift
[ "$#" -gt 0 ] || { echo "ensure-debian-package: name the packages that bring $program" >&2; exit 2; }

present() {
  if [[ "$program" == /* ]]; then [ -x "$program" ]; else command -v "$program" >/dev/null 2>&1 || [ -x "/usr/sbin/$program" ]; fi
}

present && exit 0

sudo_if_needed=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo_if_needed=(sudo -n)
  else
    echo "ensure-debian-package: $program is missing and this user cannot install it (run as root)." >&2
    exit 1
  fi
fi

echo "ensure-debian-package: installing Debian's $* (apt-get)…" >&2
export DEBIAN_FRONTEND=noninteractive
"${sudo_if_needed[@]}" apt-get update -qq >&2
"${sudo_if_needed[@]}" apt-get install -y -qq -o DPkg::Lock::Timeout=180 --no-install-recommends "$@" >&2

if ! present; then
  echo "ensure-debian-package: apt-get finished but $program is still missing." >&2
  exit 1
fi
