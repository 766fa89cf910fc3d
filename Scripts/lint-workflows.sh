#!/usr/bin/env bash
# Lints every GitHub workflow and the action: the schemas GitHub publishes (check-jsonschema's
# vendored copies), zizmor's security audits (offline: template injection, unpinned actions,
# credentials left in the checkout, …), actionlint (with shellcheck on the `run:` blocks) and
# the action's own steps and scripts through shellcheck. check-jsonschema and zizmor live in a
# virtual environment under .build, pinned; actionlint is built from Vendor/actionlint with
# Debian's Go (Scripts/build-actionlint.sh); shellcheck is Debian's. All of it works offline.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
VENV=$ROOT/.build/workflow-lint
cd "$ROOT"

if [ ! -x "$VENV/bin/zizmor" ] || [ ! -x "$VENV/bin/check-jsonschema" ]; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q check-jsonschema==0.39.0 zizmor==1.33.1
fi
if ! command -v shellcheck >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq shellcheck >/dev/null
fi

workflows=(.github/workflows/*.yml docs/examples/*.yml)
status=0
"$VENV/bin/check-jsonschema" --builtin-schema vendor.github-workflows "${workflows[@]}" || status=1
"$VENV/bin/check-jsonschema" --builtin-schema vendor.github-actions action.yml || status=1
"$VENV/bin/zizmor" --offline --no-progress "${workflows[@]}" action.yml || status=1

# actionlint builds from Debian's packages; elsewhere (macOS) it is left out, saying so.
if command -v dpkg-query >/dev/null 2>&1; then
  actionlint=$(Scripts/build-actionlint.sh)
  # v1.7.3 predates these two GitHub-hosted runners (Vendor/actionlint/SOURCE.md).
  "$actionlint" -shellcheck="$(command -v shellcheck || true)" \
    -ignore 'label "(ubuntu-24\.04-arm|macos-15-intel)" is unknown' "${workflows[@]}" || status=1
  # actionlint takes no action.yml as an argument: it checks the metadata (runs, branding,
  # inputs, outputs) of a local action a workflow uses, not the composite steps. This workflow
  # uses the action, so it does.
  printf 'on: push\njobs:\n  action:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: ./\n' \
    | "$actionlint" -stdin-filename action.yml - || status=1
else
  echo "lint-workflows: actionlint not run (Scripts/build-actionlint.sh needs Debian's Go)" >&2
fi

# The action's steps, which actionlint does not read: each bash `run:` through shellcheck, as
# actionlint passes a workflow's (expressions blanked), and the scripts they run. SC2001 is left
# out: action-install.sh's sed keeps capture groups, which ${var//…} cannot.
if command -v shellcheck >/dev/null 2>&1; then
  "$VENV/bin/python" - action.yml <<'EOF' || status=1
import re, subprocess, sys
from ruamel.yaml import YAML

status = 0
for step in YAML(typ="safe").load(open(sys.argv[1]))["runs"]["steps"]:
    if "run" in step and step.get("shell") in ("bash", "sh"):
        script = re.sub(r"\$\{\{.*?\}\}", lambda m: "_" * len(m.group()), step["run"])
        check = subprocess.run(["shellcheck", "--norc", "--shell", step["shell"], "-"],
                               input=script, text=True, capture_output=True)
        if check.returncode:
            print(f"{sys.argv[1]}: the step {step.get('name')!r}:\n{check.stdout}")
            status = 1
sys.exit(status)
EOF
  # shellcheck disable=SC2046
  shellcheck --norc -e SC2001 $(grep -o 'Scripts/[A-Za-z0-9_-]*\.sh' action.yml | sort -u) \
    || status=1
else
  echo "lint-workflows: shellcheck not run (not installed)" >&2
fi
exit "$status"
