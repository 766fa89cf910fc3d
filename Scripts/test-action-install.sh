#!/usr/bin/env bash
# The action's installer (Scripts/action-install.sh) on the release archive Scripts/build-release.sh
# packed, without GitHub: a `curl` first on the PATH serves the files of .build/release-dist/ as
# the release's download URLs. The binary installed must be the archive's; an archive whose
# SHA-256 is not the one in SHA256SUMS must be refused, and nothing installed.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DIST=$ROOT/.build/release-dist
VERSION=$(sed -n 's/.*current = "\(.*\)".*/\1/p' "$ROOT/Sources/UsageStrings/Core/UsageStringsVersion.swift")
NAME=usage-strings-$VERSION-$(uname -m)-unknown-linux-gnu
[ -f "$DIST/$NAME.tar.gz" ] || { echo "test-action-install: run Scripts/build-release.sh first" >&2 && exit 1; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# Where the runner puts an action (_actions/OWNER/REPO/REF): the installer reads its repository there.
ACTION=$WORK/_actions/your-org/usage-strings/v$VERSION
mkdir -p "$ACTION/Sources/UsageStrings/Core" "$WORK/bin" "$WORK/served"
cp "$ROOT/Sources/UsageStrings/Core/UsageStringsVersion.swift" "$ACTION/Sources/UsageStrings/Core/"
cat >"$WORK/bin/curl" <<'SH'
#!/bin/sh
# curl -fsSL --retry 3 -o FILE URL: copies the served file of the URL's name, or fails as curl -f.
while [ $# -gt 1 ]; do [ "$1" = -o ] && out=$2; shift; done
expected="https://github.com/your-org/usage-strings/releases/download/"
case "$1" in "$expected"*) ;; *) exit 22 ;; esac
cp "$SERVED/$(basename "$1")" "$out" 2>/dev/null || exit 22
SH
chmod +x "$WORK/bin/curl"

install() {
  rm -rf "$WORK/temp" && mkdir -p "$WORK/temp" && : >"$WORK/output"
  env -i PATH="$WORK/bin:/usr/bin:/bin" SERVED="$WORK/served" GITHUB_ACTION_PATH="$ACTION" \
    RUNNER_TEMP="$WORK/temp" RUNNER_OS=Linux GITHUB_OUTPUT="$WORK/output" \
    bash "$ROOT/Scripts/action-install.sh" >"$WORK/log" 2>&1
}

cp "$DIST/$NAME.tar.gz" "$DIST/SHA256SUMS" "$WORK/served/"
install
grep -qx "binary=$WORK/temp/usage-strings/bin/usage-strings" "$WORK/output" || {
  echo "test-action-install: the release archive was not installed" >&2
  cat "$WORK/log" "$WORK/output" >&2
  exit 1
}
cmp -s "$WORK/temp/usage-strings/bin/usage-strings" "$DIST/variants/$NAME/bin/usage-strings" || {
  echo "test-action-install: the binary installed is not the archive's" >&2
  exit 1
}
echo "test-action-install: the release archive installed, its SHA-256 checked" >&2

# The same name, other bytes: refused.
echo tampered >>"$WORK/served/$NAME.tar.gz"
if install || [ -e "$WORK/temp/usage-strings/bin/usage-strings" ] ||
  ! grep -q "does not match the release's SHA256SUMS" "$WORK/log"; then
  echo "test-action-install: a tampered archive was not refused" >&2
  cat "$WORK/log" >&2
  exit 1
fi
echo "test-action-install: a tampered archive refused" >&2

# The action used at a branch: its sources, not the last release, whatever their version says.
cp "$DIST/$NAME.tar.gz" "$WORK/served/"
ACTION=$WORK/_actions/your-org/usage-strings/main
mkdir -p "$(dirname "$ACTION")" && cp -R "$WORK/_actions/your-org/usage-strings/v$VERSION" "$ACTION"
if ! install || ! grep -qx "build=true" "$WORK/output" || grep -q "^binary=" "$WORK/output"; then
  echo "test-action-install: an action at a branch installed a release" >&2
  cat "$WORK/log" "$WORK/output" >&2
  exit 1
fi
echo "test-action-install: an action at a branch builds its own sources" >&2
