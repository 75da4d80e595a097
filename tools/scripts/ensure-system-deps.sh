#!/usr/bin/env bash
# Installs what the tests need from Debian when it is missing: Chromium for Playwright (npm cannot
# download browsers here) and PostgreSQL for the second database run of the API tests.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then missing+=(postgresql); fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing from Debian: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
