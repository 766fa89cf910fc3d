#!/bin/bash
# Mutation probes: one-line changes to the code, each of which the test suite must catch.
#
#   Scripts/mutation-probes.sh [--list] [NUMBER...]
#
# Each probe replaces one exact piece of a source file (found exactly once), builds, runs
# `swift test`, and puts the file back. A probe is caught when the build or the tests fail; one
# that survives is a documented behaviour no test pins down. Too slow for CI (a build and the whole
# suite per probe): run it before a release and after large changes, and put its figures in
# TESTING.md. It works on a copy of the package in a temporary folder, so the work tree is never
# touched.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"

# file | exact text | replacement | what the mutation breaks
PROBES=$(cat <<'EOF'
Sources/UsageStrings/Check/Suppressions.swift|          wholeFile[file.path, default: []].formUnion(ids)|          _ = ids|file-level suppression comments ignored
Sources/UsageStrings/Check/Suppressions.swift|    guard let location = diagnostic.location else { return false }|    guard let location = diagnostic.location, false else { return false }|every suppression off
Sources/UsageStrings/Rules/Translations/PlaceholderMismatchRule.swift|    let variables = string.tableFormat == .catalog|    let variables = true|$(VAR) compared in .strings tables as in catalogs
Sources/UsageStrings/Rules/Translations/PlaceholderMismatchRule.swift|    let variables = string.tableFormat == .catalog|    let variables = false|$(VAR) never compared in catalogs
Sources/UsageStrings/Resolve/ProjectLocale.swift|    return implies(a, b) \|\| implies(b, a)|    return implies(a, b)|zh-Hans no longer merged into an existing zh-CN.lproj
Sources/UsageStrings/Rules/Strings/TooLongRule.swift|        severity: over == 1 ? .note : nil))|        severity: over <= 2 ? .note : nil))|too-long's note threshold moved
Sources/UsageStrings/Check/LintUnit.swift|    outcome.diagnostics = check(model, keeping: { own.contains($0) })|    outcome.diagnostics = check(model, keeping: { _ in true })|a language's part keeps findings of files not its own
Sources/UsageStrings/Check/LintUnit.swift|      outcome.diagnostics = check(model, keeping: { !unread.contains($0) })|      outcome.diagnostics = check(model, keeping: { _ in true })|the declarations' part keeps findings of late languages' files
Sources/UsageStrings/Resolve/ModelResolver.swift|      if !entry.shouldTranslate { untranslatable.insert(entry.key) }|      if !entry.shouldTranslate { untranslatable.insert(entry.key) }; continue|the source table no longer overrides the Info.plist
Sources/UsageStrings/Rules/Translations/MissingTranslationRule.swift|      if shippedEverywhere.count >= 2 {|      if shippedEverywhere.count >= 99 {|a key no language translates is no longer reported once
Sources/UsageStrings/Resolve/ModelResolver+Facts.swift|    return Set(keys).subtracting(search.anyHolds(Set(keys), others))|    return []|no key counts as translated nowhere
Sources/UsageStrings/Resolve/TableSearch.swift|      ? unread(Set(keys), table) : Set(keys.filter { table.hasReadEntry(forKey: $0) })|      ? [] : Set(keys.filter { table.hasReadEntry(forKey: $0) })|an unread table is taken to hold nothing
Sources/UsageStrings/Merge/Merger+Classify.swift|    let isCopy = texts.contains(translation) \|\| unit.sourceSeen == translation|    let isCopy = false|merge takes a copy of the source as a translation
Sources/UsageStrings/Merge/Merger+Classify.swift|    if source.text != nil, !options.acceptStale, isStale(unit, texts: texts) {|    if source.text != nil, options.acceptStale, isStale(unit, texts: texts) {|merge no longer rejects a stale unit
Sources/UsageStrings/Generate/Generator+Catalog.swift|              value: unit(value, state: stale ? "needs_review" : "translated")))|              value: unit(value, state: "translated")))|generate no longer marks a stale catalog translation needs_review
Sources/UsageStrings/Syntax/OpenStep/OpenStepEscapes.swift|        case byte: "\\" + mark|        case byte: mark|a written .strings value no longer escapes its quote
Sources/UsageStrings/Syntax/OpenStep/OpenStepEscapes.swift|        case 0x0A: "\\n"|        case 0x0A: "\n"|a written .strings value keeps a raw line break
Sources/UsageStrings/Reporters/XcodeReporter.swift|        "\(path):\(location.start.line):\(location.start.column): \(severity): \(diagnostic.message) [\(diagnostic.ruleID)]\n"|        "\(path):\(location.start.column):\(location.start.line): \(severity): \(diagnostic.message) [\(diagnostic.ruleID)]\n"|xcode reporter swaps line and column
Sources/UsageStrings/Reporters/SARIFReporter.swift|    case .note: "note"|    case .note: "warning"|SARIF reports a note as a warning
Sources/UsageStrings/Rules/Support/KeyNearMiss.swift|      if distance <= allowed, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }|      if distance < allowed, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }|a misspelt key one edit further is no longer matched
Sources/UsageStrings/Rules/Strings/DuplicateKeyRule.swift|      for table in target.tables where table.format != .catalog && table.hasRepeatedKeys {|      for table in target.tables where table.format == .catalog && table.hasRepeatedKeys {|duplicate keys of .strings never reported
Sources/UsageStrings/Check/Linter.swift|    return strict && base == .warning ? .error : base|    return base|--strict no longer turns warnings into errors
Sources/usage-strings/Commands/CheckCommand.swift|    return totals.errors > 0 ? ExitCode.findings : ExitCode.success|    return ExitCode.success|check exits 0 on errors
Sources/UsageStrings/Model/Target.swift|    return candidates.first|    return candidates.first { !$0.entries.isEmpty } ?? candidates.first|an empty en.lproj no longer is the source table
Sources/UsageStrings/Rules/Strings/UnbuiltTableRule.swift|      for table in all where target.target.unbuiltTables.contains(table.absolutePath) {|      for table in all where target.target.unbuiltTables.contains(table.path) {|unbuilt tables never reported
Sources/UsageStrings/Rules/Strings/NotNFCRule.swift|      !normalized.unicodeScalars.elementsEqual(string.text.unicodeScalars)|      normalized.unicodeScalars.elementsEqual(string.text.unicodeScalars)|not-nfc reports normalized text
Sources/UsageStrings/Check/LintUnit.swift|    for path in Set(found.compactMap(\.location?.file)) where !read.contains(path) {|    for path in Set(found.compactMap(\.location?.file)) where read.contains(path) {|findings in project files cannot be suppressed
Sources/UsageStrings/Extract/Extractor.swift|        key: key, text: source.text ?? source.written, origin: source.origin,|        key: key, text: source.declaration?.text ?? source.text ?? source.written, origin: source.origin,|extract prints the Info.plist's text over the source table's
EOF
)

if [ "${1:-}" = "--list" ]; then
  echo "$PROBES" | awk -F'|' '{ printf "%2d  %s\n", NR, $NF }'
  exit 0
fi
wanted=" $* "

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A copy of the package, built afresh (a build folder does not survive a move); then each probe
# rebuilds only what its change touches.
tar -C "$ROOT" --exclude=./.build -cf - . | tar -C "$work" -xf -
cd "$work"
swift build --build-tests >/dev/null 2>&1 || { echo "the unmutated package does not build"; exit 2; }

start=$(date +%s)
caught=0
survived=0
number=0
while IFS= read -r probe; do
  number=$((number + 1))
  if [ "$wanted" != "  " ] && [[ "$wanted" != *" $number "* ]]; then continue; fi
  # Split on `|` not preceded by a backslash.
  IFS=$'\x1f' read -r file old new what < <(python3 -c '
import re, sys
parts = [p.replace("\\|", "|") for p in re.split(r"(?<!\\)\|", sys.argv[1])]
print("\x1f".join(parts))' "$probe")
  cp "$file" "$file.orig"
  if ! python3 - "$file" "$old" "$new" <<'PY'
import sys
path, old, new = sys.argv[1:]
text = open(path, encoding="utf-8").read()
if text.count(old) != 1:
    sys.exit(1)
open(path, "w", encoding="utf-8").write(text.replace(old, new))
PY
  then
    echo "$number. NOT APPLIED (text not found once in $file): $what"
    survived=$((survived + 1))
    mv "$file.orig" "$file"
    continue
  fi
  probe_start=$(date +%s)
  if swift build --build-tests >/dev/null 2>&1 && swift test >/dev/null 2>&1; then
    echo "$number. SURVIVED ($(($(date +%s) - probe_start)) s): $what"
    survived=$((survived + 1))
  else
    echo "$number. caught ($(($(date +%s) - probe_start)) s): $what"
    caught=$((caught + 1))
  fi
  mv "$file.orig" "$file"
done <<< "$PROBES"

echo "$caught caught, $survived survived, in $(($(date +%s) - start)) s"
[ "$survived" -eq 0 ]
