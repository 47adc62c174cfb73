#!/usr/bin/env bash
# `npm test`: every check, one phase after another, then a table of how long each took:
#   type check and lint (side by side: each uses one core), build, unit and API tests on the embedded database,
#   the end-to-end suite in Chromium and beside it (with TEST_DATABASE_URL_PG set) the unit and API tests on PostgreSQL.
# Each phase uses both cores on its own, except that the PostgreSQL run (one file at a time) goes beside the
# browser suite: measured 10.7 min against 12-13 one after the other. Running every suite side by side was
# slower (14-16 min): eight busy processes on two cores, and tests timing out under the load.
# Every phase runs even after a failure, so one run shows everything that is wrong.
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

# The PostgreSQL run takes only the server tests that open the test database: the pure rules, the contract and
# the web tests, and the server tests that never open it (they start the CLI or the server on an embedded
# folder, test the embedded database itself, as the migration tests do, or test pure code), gain nothing from a second run.
unit_postgresql() {
  local left_out=(
    src/server/cli/users-command.test.ts src/server/main.test.ts src/server/db/client.test.ts src/server/config.test.ts
    src/server/crypto/pii-cipher.test.ts src/server/http/errors.test.ts src/server/modules/employees/document-types.test.ts
    src/server/modules/payroll/payslip-pdf.test.ts src/server/modules/payroll/payslip-document.test.ts
    src/server/seed/roster.test.ts src/server/seed/demo-people.test.ts src/server/db/data-version.test.ts
    src/server/db/migrations.test.ts src/server/db/migration-*.test.ts src/server/http/content-negotiation.test.ts
    src/server/mail/template.test.ts src/server/modules/health/database-check.test.ts src/server/modules/health/kept-answer.test.ts
    src/server/modules/payroll/payroll-csv.test.ts src/server/modules/payroll/snapshot.test.ts
    src/server/modules/payroll/year-to-date.test.ts
    # These open it, but what they check does not depend on the database: every route's guard by role (sessions
    # themselves run on PostgreSQL in auth/sessions.test.ts) and drawing a company's payslips into one PDF.
    src/server/auth/access-matrix.test.ts src/server/modules/payroll/payslips-file.test.ts
  )
  # VITEST_EXCLUDE, not --exclude: the command line's exclude does not reach the config's projects (vitest.config.ts).
  run_phase unit-postgresql env TEST_DATABASE_URL="$TEST_DATABASE_URL_PG" VITEST_EXCLUDE="$(IFS=,; echo "${left_out[*]}")" \
    npx vitest run "$@" src/server
}

run_phase typecheck npm run --silent typecheck &
typecheck_pid=$!
run_phase lint npm run --silent lint || failed=1
wait "$typecheck_pid" || failed=1
# The tests that need PostgreSQL itself: two server processes on one database (vitest.postgresql.config.ts).
postgresql_only() {
  run_phase postgresql-instances env TEST_DATABASE_URL="$TEST_DATABASE_URL_PG" npx vitest run --config vitest.postgresql.config.ts
}
# Both PostgreSQL phases, one file at a time: they run beside the browser suite, which has the other core.
postgresql_phases() {
  local status=0
  unit_postgresql --maxWorkers=1 || status=1
  postgresql_only || status=1
  return "$status"
}
postgresql_pid=""
if run_phase build npm run --silent build; then
  run_phase unit-pglite npx vitest run || failed=1
  if [ -n "${TEST_DATABASE_URL_PG:-}" ]; then
    postgresql_phases &
    postgresql_pid=$!
  fi
  run_phase e2e npm run --silent test:e2e || failed=1
else
  failed=1
  echo "The build failed: the end-to-end suite did not run."
  run_phase unit-pglite npx vitest run || failed=1
  if [ -n "${TEST_DATABASE_URL_PG:-}" ]; then
    postgresql_phases &
    postgresql_pid=$!
  fi
fi
if [ -n "$postgresql_pid" ]; then wait "$postgresql_pid" || failed=1; fi

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
