#!/bin/sh
# Xcode: a Run Script build phase (after "Copy Bundle Resources"). Findings appear in Xcode's issue
# navigator at their file and line; an error fails the build. Turn off "Based on dependency
# analysis" so it runs every build, or list the InfoPlist.strings files as its input files.
if ! command -v usage-strings >/dev/null 2>&1; then
  echo "warning: usage-strings is not installed; purpose strings were not checked"
  exit 0
fi
cd "${SRCROOT:-.}" || exit 1
usage-strings check "${USAGE_STRINGS_PATH:-.}" --reporter xcode --quiet
