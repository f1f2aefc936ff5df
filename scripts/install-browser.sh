#!/usr/bin/env bash
# Installs the headless browser of the HTML end-to-end test (test/e2e) from the distribution's packages,
# when it is missing: Debian's chromium, driven by playwright-core. Needs root (as on CI and the dev machines).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  echo "chromium: already installed ($(/usr/bin/chromium --version 2>/dev/null || echo 'version unknown'))"
  exit 0
fi
echo "chromium: not found at /usr/bin/chromium, installing it with apt-get"
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y chromium
/usr/bin/chromium --version
