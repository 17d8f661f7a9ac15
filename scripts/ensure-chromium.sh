#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (Playwright's own browser download does not work here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installerer Chromium (apt-get install chromium) til end-to-end-testene..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium mangler: kør 'sudo apt-get install -y chromium' og prøv igen." >&2
  exit 1
fi
