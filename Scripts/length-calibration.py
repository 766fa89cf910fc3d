#!/usr/bin/env python3
"""Measures the purpose strings of the corpus apps (../shared/corpus, every language) the way
`headline-too-long` and `too-long` do, and prints how many each budget would flag: the table in
docs/LENGTH.md. Run it after a change to the length model or the defaults.

    swift build -c release --product usage-strings
    Scripts/length-calibration.py [--binary PATH] [--corpus DIR]

It runs `check --only <rule>` with a budget of one line, so that every purpose string longer than
one line is reported with its line count; the strings that fit on one line are the rest.
"""
import argparse, collections, json, os, re, subprocess, tempfile

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
parser = argparse.ArgumentParser()
parser.add_argument("--binary", default=os.path.join(root, ".build", "release", "usage-strings"))
parser.add_argument("--corpus", default=os.path.join(root, "..", "shared", "corpus"))
args = parser.parse_args()
apps = sorted(d for d in os.listdir(args.corpus) if os.path.isdir(os.path.join(args.corpus, d)))


def lines(rule, length):
    """The line counts of every purpose string longer than one line, and how many there are."""
    counts = collections.Counter()
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as config:
        json.dump({"length": length}, config)
    try:
        for app in apps:
            out = subprocess.run(
                [args.binary, "check", os.path.join(args.corpus, app), "--only", rule,
                 "--config", config.name, "--reporter", "json", "-q"],
                capture_output=True, text=True).stdout
            for finding in json.loads(out)["diagnostics"]:
                counts[int(re.search(r"needs (\d+)", finding["message"]).group(1))] += 1
    finally:
        os.unlink(config.name)
    return counts


# Every purpose string, whatever its length: with one column a line, each takes more than one.
total = sum(lines("too-long", {"maxLines": 1, "lineColumns": 1}).values())
for rule, length, name in [
    ("headline-too-long", {"headlineLines": 1, "maxLines": 1000}, "headline"),
    ("too-long", {"maxLines": 1}, "whole string"),
]:
    counts = lines(rule, length)
    counts[1] = total - sum(counts.values())
    print(f"\n{name}: {total} purpose strings of {len(apps)} apps, lines of 40 columns")
    print("| lines | strings | this many or more: flagged by a budget of one less |")
    print("|---|---|---|")
    for n in sorted(counts):
        past = sum(v for k, v in counts.items() if k >= n)
        print(f"| {n} | {counts[n]} | {past} ({100 * past / total:.1f} %) |")
