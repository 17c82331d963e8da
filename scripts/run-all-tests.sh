#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it: every stage must pass.
set -euo pipefail
cd "$(dirname "$0")/.."

stage() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

# together NAME COMMAND [NAME COMMAND …]: runs the commands at once, prints each one's output under its
# name when all have ended, and fails if any failed
together() {
  local dir names=() pids=() failed=0 index status
  dir=$(mktemp -d)
  while [ "$#" -gt 0 ]; do
    names+=("$1")
    bash -c "$2" > "$dir/${#pids[@]}.log" 2>&1 &
    pids+=("$!")
    shift 2
  done
  for index in "${!pids[@]}"; do
    if wait "${pids[$index]}"; then status=passed; else status=FAILED; failed=1; fi
    printf -- '-- %s: %s\n' "${names[$index]}" "$status"
    cat "$dir/$index.log"
  done
  rm -rf "$dir"
  return "$failed"
}

stage "browser"
bash scripts/ensure-chromium.sh

# the content check first: a typo in content is reported with its file and JSON pointer, not as a stale file
stage "content check"
npx tsx scripts/check-content.ts

# these read the same files and decide nothing for each other: side by side on the cores, each one's
# output printed whole once all are done, and any failure fails the stage
stage "generated files are fresh, i18n key parity, types, lint and import cycles (in parallel)"
together \
  "generated files are fresh" "npx tsx scripts/gen.ts --check" \
  "i18n key parity" "npx tsx scripts/check-i18n-parity.ts" \
  "types" "npx tsc --noEmit -p ." \
  "provider pages' types" "npx tsc --noEmit -p providers" \
  "lint" "npx eslint --max-warnings 0 ." \
  "no import cycles" "npx tsx scripts/check-import-cycles.ts"

stage "unit, content and fixture tests"
npx vitest run

# every generated validator × 10,000 fast-check inputs: no throw, worst case (re-run) under 10 ms
stage "fuzz: generated validators"
npx tsx scripts/fuzz-validators.ts

stage "production build"
npx vite build

# no eval / ajv compiler, no mock platform or msw worker, no public source map, _headers and the script inventory
stage "production bundle check"
npx tsx scripts/check-bundle.ts

stage "demo build (offline, msw mock platform: what e2e runs against)"
npx vite build --mode demo --outDir dist-demo
npx tsx scripts/check-bundle.ts --out dist-demo --demo

stage "end to end (Playwright on Debian Chromium, demo build)"
E2E_SKIP_BUILD=1 E2E_OUT_DIR=dist-demo npx playwright test

# the content studio (npm run studio on port 4310, its own build, a copy of the content) under its CSP
stage "end to end: content studio"
npx playwright test -c playwright.studio.config.ts
