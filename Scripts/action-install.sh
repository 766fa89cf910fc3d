#!/usr/bin/env bash
# Installs the tool for the GitHub Action (action.yml) into $RUNNER_TEMP/usage-strings/bin, from
# the action's own repository and version, never from the checked one:
#
#   action-install.sh          the release archive of the action's version when the action is
#                              used at that version's tag (v1.2.3), its SHA-256 checked against
#                              the release's SHA256SUMS (corruption; both come from the same
#                              release); any other ref (a branch, a commit, a fork without
#                              releases) asks for a build of its own sources instead
#   action-install.sh build    builds the action's own sources (the action caches the build)
#
# Environment: GITHUB_ACTION_PATH (the action's checkout), INPUT_INSTALL (release or build),
# RUNNER_TEMP, RUNNER_OS, GITHUB_OUTPUT. Writes `binary=PATH`, or `build=true` and `key=HASH`.
set -euo pipefail
ACTION=$(cd "${GITHUB_ACTION_PATH:?}" && pwd -P)
TARGET=${RUNNER_TEMP:?}/usage-strings/bin
VERSION=$(sed -n 's/.*current = "\(.*\)".*/\1/p' "$ACTION/Sources/UsageStrings/Core/UsageStringsVersion.swift")
mkdir -p "$TARGET"

output() { echo "$1" >>"${GITHUB_OUTPUT:?}"; }

sha256() { if command -v sha256sum >/dev/null 2>&1; then sha256sum "$@"; else shasum -a 256 "$@"; fi; }

# The action's repository, from where the runner put it (_actions/OWNER/REPO/REF).
repository() {
  case "$ACTION" in
  */_actions/*/*/*) echo "$ACTION" | sed 's|.*/_actions/\([^/]*\)/\([^/]*\)/.*|\1/\2|' ;;
  *) echo "" ;;
  esac
}

# The ref the action is used at (REF of _actions/OWNER/REPO/REF).
ref() {
  case "$ACTION" in
  */_actions/*/*/*) echo "$ACTION" | sed 's|.*/_actions/[^/]*/[^/]*/\([^/]*\).*|\1|' ;;
  *) echo "" ;;
  esac
}

archive_name() {
  case "${RUNNER_OS:-}-$(uname -m)" in
  Linux-x86_64) echo "usage-strings-$VERSION-x86_64-unknown-linux-gnu" ;;
  Linux-aarch64) echo "usage-strings-$VERSION-aarch64-unknown-linux-gnu" ;;
  macOS-*) echo "usage-strings-$VERSION-universal-apple-macosx" ;;
  *) echo "" ;;
  esac
}

install_release() {
  local repo name url work
  repo=$(repository) name=$(archive_name)
  [ -n "$repo" ] && [ -n "$name" ] || return 1
  # A release is the binary of its tag's sources only: at a branch or a commit, the version in
  # the sources may not have been bumped since the last release.
  [ "$(ref)" = "v$VERSION" ] || return 1
  url=https://github.com/$repo/releases/download/v$VERSION
  work=$(mktemp -d)
  curl -fsSL --retry 3 -o "$work/$name.tar.gz" "$url/$name.tar.gz" || return 1
  curl -fsSL --retry 3 -o "$work/SHA256SUMS" "$url/SHA256SUMS" || return 1
  grep -q " $name.tar.gz\$" "$work/SHA256SUMS" || return 1
  (cd "$work" && grep " $name.tar.gz\$" SHA256SUMS | sha256 -c - >/dev/null) || {
    echo "::error title=usage-strings action::$name.tar.gz does not match the release's SHA256SUMS"
    exit 1
  }
  # Called in a condition, where `set -e` does not stop on a failure: each step says its own.
  tar -C "$work" -xzf "$work/$name.tar.gz" || return 1
  cp "$work/$name/bin/usage-strings" "$TARGET/usage-strings" || return 1
  rm -rf "$work"
}

build() {
  if [ "${RUNNER_OS:-}" = Linux ] && ! pkg-config --exists icu-i18n yaml-0.1 zlib 2>/dev/null; then
    sudo apt-get update -qq
    sudo apt-get install -y -qq libicu-dev libyaml-dev zlib1g-dev pkg-config >/dev/null
  elif [ "${RUNNER_OS:-}" = macOS ]; then
    brew install icu4c libyaml zlib pkg-config >/dev/null
    PKG_CONFIG_PATH="$(brew --prefix icu4c)/lib/pkgconfig:$(brew --prefix zlib)/lib/pkgconfig"
    export PKG_CONFIG_PATH
  fi
  local scratch=$RUNNER_TEMP/usage-strings-build
  USAGE_STRINGS_WITHOUT_HUNSPELL=1 swift build -c release --product usage-strings \
    --package-path "$ACTION" --scratch-path "$scratch"
  cp "$scratch/release/usage-strings" "$TARGET/usage-strings"
  output "binary=$TARGET/usage-strings"
}

if [ "${1:-}" = build ]; then
  build
elif [ "${INPUT_INSTALL:-release}" = release ] && install_release; then
  output "binary=$TARGET/usage-strings"
else
  [ "${INPUT_INSTALL:-release}" = release ] && echo "no release archive of $VERSION for this ref: building the action's sources"
  output "build=true"
  output "key=$(cd "$ACTION" && find Package.swift Sources Locales templates -type f | LC_ALL=C sort |
    xargs cat | sha256 | cut -c1-32)"
fi
