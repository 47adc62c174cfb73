#!/usr/bin/env bash
# `npm test`: every check, with independent phases side by side, then a table of how long each took.
#   1. unit and API tests on the embedded database   | type check, lint, build (and, when
#                                                    | TEST_DATABASE_URL_PG is set, the unit and
#                                                    | API tests again on PostgreSQL)
#   2. the end-to-end suite in Chromium (needs the build)
# Each phase writes to its own log, printed when the phase ends, so the output does not interleave.
set -uo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
timings="$logs/timings"
failed=0

# run_phase NAME COMMAND...: runs a phase, records its duration and status, prints its log.
run_phase() {
  local name="$1"
  shift
  local start=$SECONDS status=0
  "$@" >"$logs/$name.log" 2>&1 || status=$?
  local took=$((SECONDS - start))
  printf '%s\t%s\t%s\n' "$name" "$took" "$status" >>"$timings"
  printf '\n===== %s (%ss, %s) =====\n' "$name" "$took" "$([ "$status" = 0 ] && echo passed || echo "FAILED: exit $status")"
  cat "$logs/$name.log"
  return "$status"
}

side_checks() {
  local status=0
  run_phase typecheck npm run --silent typecheck || status=1
  run_phase lint npm run --silent lint || status=1
  run_phase build npm run --silent build || status=1
  if [ -n "${TEST_DATABASE_URL_PG:-}" ]; then
    # Only the server tests that open the test database: the pure rules, the contract and the web tests,
    # and the server tests that never open it (they start the CLI or the server on an embedded folder, or
    # test pure code), gain nothing from a second run.
    run_phase unit-postgresql env TEST_DATABASE_URL="$TEST_DATABASE_URL_PG" npx vitest run src/server \
      --exclude src/server/cli/users-command.test.ts --exclude src/server/main.test.ts \
      --exclude src/server/db/client.test.ts --exclude src/server/config.test.ts \
      --exclude src/server/crypto/pii-cipher.test.ts --exclude src/server/http/errors.test.ts \
      --exclude src/server/modules/employees/document-types.test.ts \
      --exclude src/server/modules/payroll/payslip-pdf.test.ts --exclude src/server/seed/roster.test.ts || status=1
  fi
  return "$status"
}

# The embedded-database suite takes longest: it starts first, beside everything else.
run_phase unit-pglite npx vitest run &
unit_pid=$!
side_checks || failed=1
wait "$unit_pid" || failed=1

if grep -qP '^build\t\d+\t0$' "$timings"; then
  run_phase e2e npm run --silent test:e2e || failed=1
else
  echo "The build failed: the end-to-end suite did not run." && failed=1
fi

echo
echo "===== phase durations (seconds; total ${SECONDS}s) ====="
column -t -s $'\t' -N phase,seconds,exit "$timings" 2>/dev/null || cat "$timings"
if [ -f test-results/e2e-report.json ]; then
  echo
  echo "===== the 10 slowest end-to-end tests ====="
  npx tsx scripts/slowest-tests.ts test-results/e2e-report.json 10
fi
rm -rf "$logs"
exit "$failed"
