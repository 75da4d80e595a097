#!/usr/bin/env bash
# The catalog step of `npm test`: the committed .po files must hold every message the code uses
# (`npm run i18n:extract` writes them), and English must be complete (tools/scripts/po-missing.mjs).
# It must leave the work tree as it found it, so extraction runs against a copy that is put back.
set -uo pipefail
cd "$(dirname "$0")/../.."
backup=$(mktemp -d)
trap 'rm -rf "$backup"' EXIT
mapfile -t catalogs < <(git ls-files -- 'libs/**/messages.po')
for f in "${catalogs[@]}"; do mkdir -p "$backup/$(dirname "$f")" && cp "$f" "$backup/$f"; done
status=0
if ! npx lingui extract --clean >/dev/null; then echo "lingui extract failed"; status=1; fi
# The creation date is rewritten on every extraction; only messages count.
for f in "${catalogs[@]}"; do
  if ! diff -q <(grep -v '^"POT-Creation-Date' "$backup/$f") <(grep -v '^"POT-Creation-Date' "$f") >/dev/null; then
    echo "out of date: $f (run npm run i18n:extract and translate the new English messages)"
    diff <(grep -v '^"POT-Creation-Date' "$backup/$f") <(grep -v '^"POT-Creation-Date' "$f") | head -20
    status=1
  fi
  cp "$backup/$f" "$f"
done
# English must be complete: the Czech fallback would otherwise fill a gap without a word.
mapfile -t english < <(git ls-files -- 'libs/**/en/messages.po')
node tools/scripts/po-missing.mjs "${english[@]}" || status=1
npx lingui compile --strict --typescript || status=1
exit $status
