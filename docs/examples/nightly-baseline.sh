#!/bin/sh
# A nightly job on an app adopted with a baseline: fails only on findings the baseline does not
# hold. The first run records it (commit the file, and review it like code); once findings are
# fixed, `--write-baseline` again prunes their entries.
#   nightly-baseline.sh APP BASELINE
set -u
app=$1
baseline=$2
if [ ! -f "$baseline" ]; then
  usage-strings check "$app" --write-baseline "$baseline" --summary
  exit 0
fi
exec usage-strings check "$app" --baseline "$baseline" --strict --reporter "${USAGE_STRINGS_REPORTER:-text}"
