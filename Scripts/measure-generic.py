#!/usr/bin/env python3
"""Measures generic-purpose-string against purpose strings a person labeled.

usage: measure-generic.py LABELS.json BINARY APP_FOLDER... [-v]

LABELS.json (Tests/Fixtures/Judged/generic-labels.json) lists {"app", "locale", "key",
"appName", "label"}: label is "generic", "specific" or "unsure", given by reading the text. The
texts are read from the apps (each APP_FOLDER holds app folders named as "app" says) with
`extract --effective`, the text each language's alert shows. Each text is put in
an app of its own (an Info.plist, and the text in its language's InfoPlist.strings), the rule is
run once over all of them, and the script prints, per language, how many labeled generic texts it
flags (recall) and how many of its flags are generic (precision). -v lists the misses and the
false flags.
"""
import json, os, subprocess, sys, tempfile
from collections import defaultdict

PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
\t<key>CFBundleDevelopmentRegion</key>
\t<string>en</string>
\t<key>CFBundleDisplayName</key>
\t<string>{name}</string>
\t<key>{key}</key>
\t<string>{text}</string>
</dict>
</plist>
"""


def escape_xml(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def escape_strings(text):
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def texts(binary, folders, apps):
    """(app, locale, key) -> the text the alert shows there."""
    found = {}
    for app in apps:
        for folder in folders:
            path = os.path.join(folder, app)
            if not os.path.isdir(path):
                continue
            run = subprocess.run([binary, "extract", path, "--effective"],
                                 capture_output=True, text=True)
            for target in json.loads(run.stdout)["targets"]:
                for text in target["texts"]:
                    if text["text"] is not None:
                        found.setdefault((app, text["language"], text["key"]), text["text"])
            break
    return found


def main():
    arguments = [a for a in sys.argv[1:] if a != "-v"]
    verbose = "-v" in sys.argv
    labels, binary, folders = arguments[0], arguments[1], arguments[2:]
    items = json.load(open(labels))["items"]
    items = [i for i in items if i.get("label") in ("generic", "specific")]
    shown = texts(binary, folders, sorted({i["app"] for i in items}))
    for item in items:
        item["text"] = shown.get((item["app"], item["locale"], item["key"]))
    missing = sum(1 for i in items if i["text"] is None)
    items = [i for i in items if i["text"] is not None]
    if missing:
        print(f"({missing} labeled texts not found in the apps given)")
    with tempfile.TemporaryDirectory() as root:
        for n, item in enumerate(items):
            folder = os.path.join(root, f"T{n}")
            os.makedirs(folder)
            english = item["locale"].split("-")[0] == "en"
            source = item["text"] if english else "Placeholder text for the measurement."
            with open(os.path.join(folder, "Info.plist"), "w") as f:
                f.write(PLIST.format(
                    name=escape_xml(item.get("appName", "App")), key=item["key"],
                    text=escape_xml(source)))
            if not english:
                lproj = os.path.join(folder, item["locale"] + ".lproj")
                os.makedirs(lproj)
                with open(os.path.join(lproj, "InfoPlist.strings"), "w") as f:
                    f.write(f'"{item["key"]}" = "{escape_strings(item["text"])}";\n')
        run = subprocess.run(
            [binary, "check", ".", "--only", "generic-purpose-string", "--reporter", "json"],
            cwd=root, capture_output=True, text=True)
        flagged = set()
        for finding in json.loads(run.stdout)["diagnostics"]:
            flagged.add(int(finding["file"].split("/")[0][1:]))
    stats = defaultdict(lambda: {"tp": 0, "fp": 0, "fn": 0})
    for n, item in enumerate(items):
        language = item["locale"].split("-")[0]
        generic, hit = item["label"] == "generic", n in flagged
        key = "tp" if generic and hit else "fp" if hit else "fn" if generic else None
        if key:
            stats[language][key] += 1
            if verbose and key != "tp":
                print(f"  {key.upper()} {item['locale']} {item['text']}")
    total = {"tp": 0, "fp": 0, "fn": 0}
    for language in sorted(stats):
        s = stats[language]
        for k in total: total[k] += s[k]
        print(f"{language}: flagged {s['tp'] + s['fp']}, true {s['tp']}, missed {s['fn']}")
    flagged_count = total["tp"] + total["fp"]
    generic_count = total["tp"] + total["fn"]
    print(f"all {len(items)} labeled texts: {generic_count} generic; flagged {flagged_count}, "
          f"precision {total['tp'] / flagged_count if flagged_count else 1:.2f}, "
          f"recall {total['tp'] / generic_count if generic_count else 1:.2f}")


if __name__ == "__main__":
    main()
