#!/usr/bin/env bash
# Playwright drives Debian's Chromium; a browser download is not possible here.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  /usr/bin/chromium --version
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Debian's chromium is missing: run 'sudo apt-get install -y chromium'" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
