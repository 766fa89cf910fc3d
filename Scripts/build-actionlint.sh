#!/usr/bin/env bash
# Builds actionlint from Vendor/actionlint into .build/tools/actionlint and prints its path. The
# build is offline: Debian's Go and the Debian packages of actionlint's dependencies (installed
# with apt-get when missing), in GOPATH mode over /usr/share/gocode; no module is downloaded. It is
# skipped when the binary was built from the same sources (and this script) already.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SOURCES=$ROOT/Vendor/actionlint
TOOLS=$ROOT/.build/tools
BINARY=$TOOLS/actionlint
STAMP=$TOOLS/actionlint.sources

digest=$(cd "$ROOT" && find Vendor/actionlint Scripts/build-actionlint.sh -type f -print0 \
  | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -d' ' -f1)
if [ -x "$BINARY" ] && [ "$(cat "$STAMP" 2>/dev/null)" = "$digest" ]; then
  echo "$BINARY"
  exit 0
fi

# Debian's Go (bookworm: 1.19) and the packages whose sources actionlint imports.
PACKAGES="golang-go golang-gopkg-yaml.v3-dev golang-github-fatih-color-dev
  golang-github-mattn-go-colorable-dev golang-github-mattn-go-isatty-dev
  golang-github-mattn-go-runewidth-dev golang-github-rivo-uniseg-dev golang-github-robfig-cron-dev
  golang-golang-x-sync-dev golang-golang-x-sys-dev"
missing=""
for package in $PACKAGES; do
  dpkg-query -W -f='${Status}\n' "$package" 2>/dev/null | grep -q '^install ok installed$' \
    || missing="$missing $package"
done
if [ -n "$missing" ]; then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "build-actionlint: needs Debian's packages:$missing" >&2
    exit 1
  fi
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  echo "build-actionlint: installing$missing" >&2
  $SUDO apt-get update -qq >&2
  # shellcheck disable=SC2086
  $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi

# GOPATH mode: our copy as github.com/rhysd/actionlint beside Debian's /usr/share/gocode. Its
# go.mod makes the `/v3` of github.com/robfig/cron/v3 resolve (minimal module compatibility).
mkdir -p "$TOOLS"
WORK=$(mktemp -d "$TOOLS/actionlint-build.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/src/github.com/rhysd"
cp -R "$SOURCES" "$WORK/src/github.com/rhysd/actionlint"
version=$(sed -n 's/^- Tag: \(v[0-9.]*\)$/\1/p' "$SOURCES/SOURCE.md")
echo "build-actionlint: building actionlint $version with $(/usr/bin/go version)" >&2
(
  cd "$WORK/src/github.com/rhysd/actionlint"
  GO111MODULE=off GOPATH="$WORK:/usr/share/gocode" GOCACHE="$WORK/cache" \
    GOFLAGS='' GOPROXY=off CGO_ENABLED=0 \
    /usr/bin/go build -trimpath -ldflags "-s -w -X github.com/rhysd/actionlint.version=$version" \
    -o "$WORK/actionlint" ./cmd/actionlint
)
mv "$WORK/actionlint" "$BINARY"
echo "$digest" >"$STAMP"
echo "$BINARY"
