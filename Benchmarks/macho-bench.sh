#!/usr/bin/env bash
# Times MachOReader (release build) on a generated fat binary of about MEGABYTES (default 200):
#
#   Benchmarks/macho-bench.sh [MEGABYTES]
#
# The reader's sources, the tests' MachOWriter and Benchmarks/MachO/main.swift are compiled into
# one binary with swiftc -O (no package build). The file is written once to the temporary folder
# and kept for later runs; timing is the wall clock of mapping and reading it, seven times.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=.build/macho-bench
mkdir -p "$OUT"
swiftc -O -module-name MachOBench -o "$OUT/macho-bench" \
  Sources/UsageStrings/MachO/*.swift Tests/UsageStringsTests/MachO/MachOWriter*.swift \
  Benchmarks/MachO/main.swift
"$OUT/macho-bench" "${1:-200}"
