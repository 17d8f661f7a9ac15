#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (Playwright's own browser download does not work here):
# its headless shell (chromium-headless-shell, lighter per page) and the full browser (Lighthouse,
# screenshots; the e2e fallback when the shell is missing, tests/chromium.ts).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installerer ${missing[*]} (apt-get install) til end-to-end-testene..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
elif [ -x /usr/bin/chromium ]; then
  # Without root the full browser does the work; only slower.
  exit 0
else
  echo "Chromium mangler: kør 'sudo apt-get install -y chromium chromium-headless-shell' og prøv igen." >&2
  exit 1
fi
