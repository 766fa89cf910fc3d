#!/bin/sh
# A scheduled job (cron, a nightly CI pipeline): hand new and changed purpose strings to
# translators, merge what came back, and gate on the result.
#
#   translation-pipeline.sh APP OUTBOX INBOX LANGUAGES
#
# OUTBOX receives one XLIFF file per language for your translation platform to pick up; INBOX is
# where it puts the translated files back. Exit status: that of the final check — units merge
# rejects are listed and do not stop the job — or merge's when it could not run (2 or more: an
# input it cannot read, a usage error).
set -eu
app=$1 outbox=$2 inbox=$3 languages=$4
mkdir -p "$outbox" "$inbox"

# 1. Skeletons for what is missing or stale; existing translations are never replaced.
usage-strings generate "$app" --languages "$languages" --format xliff --output "$outbox" --quiet

# 2. (Your platform translates OUTBOX/*.xliff and writes the results to INBOX.)

# 3. Merge what came back: every translation is checked first; rejected ones are listed, and
#    each file is written atomically or not at all.
if ls "$inbox"/*.xliff >/dev/null 2>&1; then
  usage-strings merge "$inbox"/*.xliff --project "$app" || merged=$?
fi
if [ "${merged:-0}" -ge 2 ]; then exit "$merged"; fi

# 4. The gate: errors fail the job; the JUnit report is for the CI's test view.
usage-strings check "$app" --reporter junit --output purpose-strings.xml --quiet || status=$?
usage-strings check "$app" --reporter text --quiet || true
exit "${status:-0}"
