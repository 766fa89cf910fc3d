#!/usr/bin/env python3
"""Scores `check` on the real apps of Tests/Fixtures/Judged/real against their verdicts.

    python3 Scripts/judge-real-apps.py APPS_FOLDER [BINARY] [-v] [--holdout | --set NAME]

APPS_FOLDER holds each app as <owner>__<name>, checked out at the `sourceCommit` of its verdict
file (their licences do not let us commit most of them). For each app it runs `check . --reporter
json` in the app's folder and prints, over errors and warnings: how many the verdicts call true,
false or debatable, how many are new (not judged yet: judge them, and add them to the file),
how many true ones are no longer reported (recall lost), and the precision true / (true + false).
With -v it lists the new, false and lost findings. With --holdout it scores the apps of
Tests/Fixtures/Judged/holdout instead: the third of the judged apps set aside before a round's
changes, whose findings the developers do not look at until the round ends (their precision is
reported apart). With --set NAME it scores Tests/Fixtures/Judged/NAME (holdout2 to
holdout52: the apps of later rounds, each judged before any change made after seeing them).
Standard library only.
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VERDICTS = os.path.join(ROOT, "Tests", "Fixtures", "Judged", "real")
HOLDOUT = os.path.join(ROOT, "Tests", "Fixtures", "Judged", "holdout")


def identity(finding):
    return tuple(finding.get(k) for k in ("rule", "file", "line", "column", "key", "locale"))


def main():
    args = [a for i, a in enumerate(sys.argv[1:], 1)
            if not a.startswith("-") and sys.argv[i - 1] != "--set"]
    verbose = "-v" in sys.argv
    verdicts = HOLDOUT if "--holdout" in sys.argv else VERDICTS
    if "--set" in sys.argv:
        name = sys.argv[sys.argv.index("--set") + 1]
        verdicts = os.path.join(ROOT, "Tests", "Fixtures", "Judged", name)
    totals = {"true": 0, "false": 0, "debatable": 0, "new": 0}
    if not args:
        print(__doc__)
        return 64
    apps_folder = args[0]
    binary = args[1] if len(args) > 1 else os.path.join(ROOT, ".build", "debug", "usage-strings")
    for name in sorted(os.listdir(verdicts)):
        if not name.endswith(".json"):
            continue
        judged = json.load(open(os.path.join(verdicts, name)))
        folder = os.path.join(apps_folder, judged["app"])
        if not os.path.isdir(folder):
            print(f"{judged['app']}: not fetched (git clone https://github.com/{judged['repository']} "
                  f"{folder} && git -C {folder} checkout {judged['sourceCommit']})")
            continue
        # Findings at one place take the verdict of the same message; a finding judged twice (a
        # repeat the tool reported) has its verdicts in report order, the first one first.
        by_identity = {}
        for f in judged["findings"]:
            by_identity.setdefault(identity(f), []).append(f)
        run = subprocess.run([binary, "check", ".", "--reporter", "json"], cwd=folder,
                             capture_output=True, text=True)
        reported = [d for d in json.loads(run.stdout)["diagnostics"] if d["severity"] != "note"]
        counts = {"true": 0, "false": 0, "debatable": 0, "new": 0}
        listed = []
        for finding in reported:
            queue = by_identity.get(identity(finding), [])
            same = [i for i, v in enumerate(queue) if v.get("message") == finding.get("message")]
            at = same[0] if same else 0
            verdict = queue.pop(at) if len(queue) > 1 else (queue[0] if queue else None)
            kind = verdict["verdict"] if verdict else "new"
            counts[kind] += 1
            if kind in ("new", "false"):
                listed.append((kind.upper(), finding, verdict))
        now = {identity(f) for f in reported}
        lost = [f for f in judged["findings"] if f["verdict"] == "true" and identity(f) not in now]
        for kind in totals:
            totals[kind] += counts[kind]
        decided = counts["true"] + counts["false"]
        precision = counts["true"] / decided if decided else 1.0
        print(f"{judged['app']}: exit {run.returncode}, true {counts['true']}, false {counts['false']}, "
              f"debatable {counts['debatable']}, new {counts['new']}, true lost {len(lost)}, "
              f"missed {len(judged.get('missed', []))}, precision {precision:.3f}")
        if verbose:
            for kind, finding, verdict in listed:
                print(f"  {kind} {finding['rule']} {finding.get('file')}:{finding.get('line')} "
                      f"{finding.get('key') or ''} {finding.get('locale') or ''}: "
                      f"{(verdict or finding)['reason' if verdict else 'message'][:140]}")
            for finding in lost:
                print(f"  LOST {finding['rule']} {finding['file']}:{finding['line']} "
                      f"{finding.get('key') or ''} {finding.get('locale') or ''}")
    decided = totals["true"] + totals["false"]
    print(f"all: true {totals['true']}, false {totals['false']}, debatable {totals['debatable']}, "
          f"new {totals['new']}, precision {totals['true'] / decided if decided else 1.0:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
