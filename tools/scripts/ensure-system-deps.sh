#!/usr/bin/env bash
# Installs what the tests need from Debian when it is missing: Chromium for Playwright (npm cannot
# download browsers here), PostgreSQL for the second database run of the API tests, nginx with its
# brotli module for the deployment's tests (tools/deploy), and the fonts the pages' layout checks are
# measured with. The theme's fonts fall back to Arial, which fontconfig maps to Liberation Sans;
# Chromium only *recommends* fonts-liberation, so a machine installed without recommends would
# measure other widths. Time zones and locales need nothing: Node and Chromium carry their own ICU data.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then missing+=(postgresql); fi
for package in fonts-liberation fonts-dejavu-core fontconfig nginx libnginx-mod-http-brotli-static; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing from Debian: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
