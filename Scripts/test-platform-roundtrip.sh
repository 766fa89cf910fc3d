#!/usr/bin/env bash
# Whether the base `generate --format xliff` records per unit (`<note from="usage-strings">`)
# survives a translation platform that stores XLIFF with translate-toolkit (Weblate, Pootle):
# the file is read, one target changed and saved by translate-toolkit, then merged back. The
# unit the translator changed merges; the same delivery after the project changed that value is
# a conflict, which only the kept note can tell (docs/MERGE.md, "Time").
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${USAGE_STRINGS:-$ROOT/.build/debug/usage-strings}
VENV=$ROOT/.build/translate-toolkit
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c 'import translate.storage.xliff' 2>/dev/null; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q translate-toolkit==3.20.4
fi
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cp -R "$ROOT/Examples" "$WORK/app"
cd "$WORK/app"
git init -q
git add -A
git -c user.name=ci -c user.email=ci@example.invalid commit -qm "The app"
"$BIN" generate --format xliff --languages de --output "$WORK/out" . --quiet

# The platform's side: translate-toolkit reads the file, a translator changes one target.
"$VENV/bin/python" - "$WORK/out/de.xliff" "$WORK/delivered.xliff" <<'PY'
import sys
from translate.storage import xliff
store = xliff.xlifffile.parsefile(sys.argv[1])
for unit in store.units:
    if unit.getid().endswith("NSCameraUsageDescription"):
        unit.target = "Nimm Fotos auf, solange der Auslöser offen ist."
store.savefile(sys.argv[2])
PY
kept=$(grep -c '<note from="usage-strings">exported translation: ' "$WORK/delivered.xliff" || true)
exported=$(grep -c '<note from="usage-strings">exported translation: ' "$WORK/out/de.xliff")
if [ "$kept" != "$exported" ]; then
  echo "translate-toolkit kept $kept of $exported recorded bases" >&2
  exit 1
fi

out=$("$BIN" merge "$WORK/delivered.xliff" --dry-run 2>&1)
case "$out" in
*"de: 1 merged, "*) ;;
*) echo "the translator's change did not merge alone: $out" >&2; exit 1 ;;
esac

# The project changes the same value since the export: the delivery is a conflict now.
sed -i.bak 's/Nimm Fotos für deine Tagebucheinträge auf\./Mach Fotos für dein Tagebuch./' \
  PhotoJournal/de.lproj/InfoPlist.strings
rm PhotoJournal/de.lproj/InfoPlist.strings.bak
set +e
out=$("$BIN" merge "$WORK/delivered.xliff" --dry-run 2>&1)
status=$?
set -e
case "$status:$out" in
1:*"[conflict]"*) ;;
*) echo "a change on both sides was not a conflict (exit $status): $out" >&2; exit 1 ;;
esac
echo "translate-toolkit round trip: $kept of $exported bases kept; merged, then a conflict"
