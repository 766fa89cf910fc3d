#!/bin/sh
# A pull-request gate: fails only on what the branch adds against BASE (default: the merge base
# with origin/main), and writes a Markdown summary for the CI's step summary or a comment.
#   pull-request-gate.sh [BASE] [SUMMARY]
# Needs the history back to BASE: in GitHub Actions, `actions/checkout` with `fetch-depth: 0`.
set -u
base=${1:-$(git merge-base HEAD origin/main)}
summary=${2:-${GITHUB_STEP_SUMMARY:-/dev/null}}
usage-strings check . --new-since "$base" --reporter markdown --quiet >> "$summary"
exec usage-strings check . --new-since "$base" --strict --reporter "${USAGE_STRINGS_REPORTER:-github}" --quiet
