#!/usr/bin/env python3
"""Scores `check --history` on the real histories of Tests/Fixtures/Judged/history.

    python3 Scripts/judge-history.py APPS_FOLDER [BINARY] [-v]

APPS_FOLDER holds each app as <owner>__<name>, a clone with its whole history checked out at the
`commit` of its verdict file (home-assistant__iOS is the bundle of ../shared/corpus-history).
For each app it runs `check . --history --only stale-translation --reporter json` and compares
each finding (by file, line, key and locale) with its verdict: a verdict is about one
translation, true when it misses what today's source says. It prints, per app: warnings true /
false, notes true / false, findings not judged yet, true translations no longer reported at all
(lost), and the precision of warnings, true ÷ (true + false). A true translation reported as a
note is no loss: it is there, told as a touch-up. With -v it lists the false warnings, the new
findings and the lost ones. Standard library only.
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VERDICTS = os.path.join(ROOT, "Tests", "Fixtures", "Judged", "history")


def identity(finding):
    return (finding.get("file"), finding.get("line"), finding.get("key"), finding.get("locale"))


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("-")]
    verbose = "-v" in sys.argv
    if not args:
        print(__doc__)
        return 64
    apps = args[0]
    binary = args[1] if len(args) > 1 else os.path.join(ROOT, ".build", "debug", "usage-strings")
    all_true = all_false = 0
    for name in sorted(os.listdir(VERDICTS)):
        judged = json.load(open(os.path.join(VERDICTS, name)))
        folder = os.path.join(apps, judged["app"])
        if not os.path.isdir(folder):
            print(f"{judged['app']}: not fetched ({judged['repository']} at {judged.get('commit') or judged.get('sourceCommit')})")
            continue
        verdicts = {identity(f): f for f in judged["findings"]}
        run = subprocess.run([binary, "check", ".", "--history", "--only", "stale-translation",
                              "--reporter", "json"], cwd=folder, capture_output=True, text=True)
        found = [d for d in json.loads(run.stdout)["diagnostics"]
                 if d["rule"] == "stale-translation" and d.get("key")]
        counts = {"warning": {"true": 0, "false": 0, "debatable": 0}, "note": {"true": 0, "false": 0, "debatable": 0}}
        new, false = [], []
        for finding in found:
            verdict = verdicts.get(identity(finding))
            if verdict is None:
                new.append(finding)
                continue
            counts[finding["severity"]][verdict["verdict"]] += 1
            if finding["severity"] == "warning" and verdict["verdict"] == "false":
                false.append((finding, verdict))
        now = {identity(f) for f in found}
        lost = [f for f in judged["findings"] if f["verdict"] == "true" and identity(f) not in now]
        w = counts["warning"]
        decided = w["true"] + w["false"]
        all_true += w["true"]
        all_false += w["false"]
        print(f"{judged['app']}: warnings true {w['true']}, false {w['false']}, debatable {w['debatable']}; "
              f"notes true {counts['note']['true']}, false {counts['note']['false']}; new {len(new)}, "
              f"true lost {len(lost)}, precision {w['true'] / decided if decided else 1.0:.3f}")
        if verbose:
            for finding, verdict in false:
                print(f"  FALSE {finding['file']}:{finding['line']} {finding['key']} {finding.get('locale')}: "
                      f"{verdict['reason'][:160]}")
            for finding in new:
                print(f"  NEW {finding['severity']} {finding['file']}:{finding['line']} {finding['key']} "
                      f"{finding.get('locale')}: {finding['message'][:160]}")
            for finding in lost:
                print(f"  LOST {finding['file']}:{finding['line']} {finding['key']} {finding.get('locale')}")
    decided = all_true + all_false
    print(f"all: warnings true {all_true}, false {all_false}, "
          f"precision {all_true / decided if decided else 1.0:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
