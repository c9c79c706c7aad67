#!/usr/bin/env bash
# Makes sure Debian's nginx is installed: the bench serves the site's own HTML with it as the static-file
# reference. Idempotent and silent when present. Only the binary is used; the bench runs its own instance
# with a generated configuration on a loopback port and never touches the system service.
set -euo pipefail

if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then
  exit 0
fi

sudo_if_needed=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo_if_needed=(sudo -n)
  else
    echo "ensure-nginx: nginx is missing and this user cannot install it (run as root)." >&2
    exit 1
  fi
fi

echo "ensure-nginx: installing Debian's nginx (apt-get)…" >&2
export DEBIAN_FRONTEND=noninteractive
"${sudo_if_needed[@]}" apt-get update -qq >&2
"${sudo_if_needed[@]}" apt-get install -y -qq -o DPkg::Lock::Timeout=180 --no-install-recommends nginx >&2
