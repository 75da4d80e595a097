#!/usr/bin/env bash
# `npm test`: every check of the repository, in the order a failure is cheapest to find.
# Each step runs even when an earlier one failed, so one run shows everything that is wrong;
# the last line is the plain "N passed, N failed" that CI reads.
set -uo pipefail
cd "$(dirname "$0")/../.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false NX_SKIP_NX_CACHE="${NX_SKIP_NX_CACHE:-false}" FORCE_COLOR=0
RESULTS=dist/test-results
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
STEPS="$RESULTS/steps.tsv"
: > "$STEPS"
started=$(date +%s)

step() { # step <name> <command...>: runs a check, records pass/fail and its time
  local name=$1; shift
  local t0=$(date +%s)
  echo "::: $name"
  if "$@"; then status=passed; else status=failed; fi
  local secs=$(( $(date +%s) - t0 ))
  printf '%s\t%s\t%s\n' "$name" "$status" "$secs" >> "$STEPS"
  echo "::: $name $status in ${secs}s"
}

# background <name> <command...>: starts a step beside the others (its output in $RESULTS/<name>.log);
# finish <name> waits for it and records it like a step. For a step that needs other cores than the
# one the steps in front of it keep busy (lint and typecheck run on one).
background() {
  local name=$1; shift
  echo "::: $name (in the background)"
  ( local t0=$(date +%s)
    if "$@" > "$RESULTS/$name.log" 2>&1; then status=passed; else status=failed; fi
    printf '%s\t%s\t%s\n' "$name" "$status" "$(( $(date +%s) - t0 ))" > "$RESULTS/$name.step" ) &
  eval "background_$name=\$!"
}
finish() {
  local name=$1 pid_var="background_$1"
  wait "${!pid_var}"
  cat "$RESULTS/$name.log"
  cat "$RESULTS/$name.step" >> "$STEPS"
  echo "::: $name $(cut -f2 "$RESULTS/$name.step") in $(cut -f3 "$RESULTS/$name.step")s"
}

# npm test must not rewrite tracked files: what git reports now is compared at the end.
tree_before=$(git status --porcelain 2>/dev/null | sort)

bash tools/scripts/ensure-system-deps.sh || echo "could not install system packages; dependent steps will fail"

# The web builds need no test before them, and lint, typecheck and the catalogs use one core of two.
background build npx nx run-many -t build --projects='tag:type:app' --exclude=api --output-style=static --parallel=2
step i18n-catalogs bash tools/scripts/check-catalogs.sh
# The module-boundary rule reads Nx's project graph; without a computed graph it skips itself silently.
step lint bash -c 'npx nx show projects >/dev/null && npx eslint . --max-warnings=0'
step typecheck npm run -s typecheck
# No --forceExit: every test closes what it opens (servers, databases, timers), so Jest exits by
# itself. `timeout` turns a leak that would keep CI waiting into a failed step; a run takes minutes.
# --maxWorkers=2: Jest's default is cores - 1, one worker on CI's 2 cores; two workers ran the PGlite step
# in 210 s instead of 344 s with every test passing (the suites wait on the database half the time).
# The API's feature suites run once, on PostgreSQL below; on PGlite only the suites whose code differs by
# backend (apps/api/jest.config.cjs says which). Both runs of every suite took 479 + 185 s of the 31 minutes.
step unit-pglite env API_SUITES=backend NODE_OPTIONS=--experimental-vm-modules timeout 2400 npx jest --ci --silent --maxWorkers=2 --json --outputFile="$RESULTS/jest-pglite.json"
PG_URL=$(bash tools/scripts/ensure-postgres.sh) || PG_URL=""
if [ -n "$PG_URL" ]; then
  step unit-postgres env TEST_DATABASE_URL="$PG_URL" NODE_OPTIONS=--experimental-vm-modules timeout 1800 npx jest --ci --silent --maxWorkers=2 --selectProjects api --json --outputFile="$RESULTS/jest-postgres.json"
else
  printf 'unit-postgres\tfailed\t0\n' >> "$STEPS"
fi
finish build
# Alone on the machine (the builds are done): PostgreSQL, two instances and nginx with 1,000 live
# streams (tools/deploy/cluster); its latency figures mean most with nothing else running.
step cluster env NODE_OPTIONS=--experimental-vm-modules timeout 900 npx jest --ci -c tools/deploy/cluster/jest.cluster.cjs
step budgets node tools/scripts/budgets.mjs
step lighthouse node tools/scripts/lighthouse.mjs
# Each journey file has a fixed slot and place (tools/scripts/e2e.mjs says why); first-paint runs last, alone.
step e2e node tools/scripts/e2e.mjs

step work-tree-unchanged bash -c '[ "$0" = "$(git status --porcelain | sort)" ] || { echo "npm test changed the work tree:"; git status --porcelain; exit 1; }' "$tree_before"

node tools/scripts/test-summary.mjs "$RESULTS" "$started"
