#!/usr/bin/env bash
# Runs the command plugin as a user would: in a package of its own that depends on this one.
# `swift package usage-strings check` must report the package's mistake and fail.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=${1:-$(mktemp -d)}
mkdir -p "$WORK/Client/Sources/Client" "$WORK/Client/de.lproj"
cat > "$WORK/Client/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Client",
  dependencies: [.package(path: "$ROOT")],
  targets: [.target(name: "Client")]
)
SWIFT
echo 'public let greeting = "Hello"' > "$WORK/Client/Sources/Client/Client.swift"
cat > "$WORK/Client/Info.plist" <<'PLIST'
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
	<key>CFBundleDevelopmentRegion</key>
	<string>en</string>
	<key>NSCameraUsageDescription</key>
	<string>Scan receipts so that your expenses fill in themselves.</string>
</dict>
</plist>
PLIST
printf '"NSCameraUsageDescription" = "Belege scannen, damit sich die Ausgaben selbst eintragen.\xe2\x80\x8b";\n' > "$WORK/Client/de.lproj/InfoPlist.strings"
cd "$WORK/Client"
set +e
swift package --disable-sandbox usage-strings check --reporter xcode --only invisible-character > "$WORK/out.txt" 2> "$WORK/err.txt"
status=$?
set -e
cat "$WORK/out.txt"
expected="/Client/de.lproj/InfoPlist.strings:1:88: warning: invisible U+200B ZERO WIDTH SPACE in 'NSCameraUsageDescription'"
if ! grep -qF "$expected" "$WORK/out.txt"; then
  echo "test-plugin: the plugin did not report the finding" >&2
  cat "$WORK/err.txt" >&2
  exit 1
fi
# A warning alone does not fail a check; with --strict it does, and so does `swift package`.
[ "$status" -eq 0 ] || { echo "test-plugin: exit $status for a warning" >&2; cat "$WORK/err.txt" >&2; exit 1; }
if swift package --disable-sandbox usage-strings check --strict --only invisible-character > /dev/null 2>&1; then
  echo "test-plugin: a failing check did not fail swift package" >&2
  exit 1
fi
echo "test-plugin: ok"
