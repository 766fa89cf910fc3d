#!/usr/bin/env bash
# The check of the GitHub Action (action.yml): `usage-strings check` with the github reporter,
# whose workflow commands annotate the pull request, then the same check as Markdown appended to
# the step summary. Exits as the first check did (0 clean, 1 findings, 2 tool failure, 64 usage).
#
# Everything comes from the environment the action sets, never from the checked repository:
#   USAGE_STRINGS_BINARY  absolute path of the tool the action installed (outside the workspace)
#   INPUT_PATHS           paths to check, one per line (default: .)
#   INPUT_BASELINE        a baseline file: only findings it does not hold (optional)
#   INPUT_NEW_SINCE       a git revision: only findings its files did not have (optional)
#   INPUT_STRICT          true: warnings fail too (default: false)
#   GITHUB_STEP_SUMMARY   the step's summary file (optional: no summary without it)
set -uo pipefail

fail() {
  echo "::error title=usage-strings action::$1"
  exit 64
}

BINARY=${USAGE_STRINGS_BINARY:-}
case "$BINARY" in
/*) ;;
*) fail "USAGE_STRINGS_BINARY must be an absolute path" ;;
esac
[ -x "$BINARY" ] || fail "no executable at USAGE_STRINGS_BINARY"
# A binary inside the workspace would be one the checked repository chose.
if [ -n "${GITHUB_WORKSPACE:-}" ]; then
  case "$(cd "$(dirname "$BINARY")" && pwd -P)/" in
  "$(cd "$GITHUB_WORKSPACE" && pwd -P)"/*) fail "the tool must not lie in the workspace" ;;
  esac
fi

options=()
[ -n "${INPUT_BASELINE:-}" ] && options+=(--baseline "$INPUT_BASELINE")
[ -n "${INPUT_NEW_SINCE:-}" ] && options+=(--new-since "$INPUT_NEW_SINCE")
case "${INPUT_STRICT:-false}" in
true) options+=(--strict) ;;
false | "") ;;
*) fail "strict must be true or false" ;;
esac
paths=()
while IFS= read -r line; do
  [ -n "$line" ] && paths+=("$line")
done <<<"${INPUT_PATHS:-.}"
[ ${#paths[@]} -gt 0 ] || paths=(.)

# `--` ends the options: a path is never read as one. (`${a[@]+…}`: an empty array under set -u
# in macOS's bash 3.2.)
"$BINARY" check --reporter github --no-color ${options[@]+"${options[@]}"} -- "${paths[@]}"
status=$?

if [ -n "${GITHUB_STEP_SUMMARY:-}" ] && [ "$status" -le 1 ]; then
  report=$(mktemp)
  "$BINARY" check --reporter markdown --no-color ${options[@]+"${options[@]}"} -- "${paths[@]}" >"$report" 2>/dev/null
  cat "$report" >>"$GITHUB_STEP_SUMMARY"
  rm -f "$report"
fi
exit "$status"
