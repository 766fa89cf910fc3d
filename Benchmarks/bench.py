#!/usr/bin/env python3
"""The usage-strings benchmark: `check` beside the ICU floor and translate-toolkit, in one run.

    python3 Benchmarks/bench.py [--scales s1,s2,s3] [--runs 5] [--reporters LIST] [--tt] [--tt-s3] [--dynamic] [--work DIR]

It builds `usage-strings` (release; on Linux with the Swift runtime linked in, as the README
installs it, unless --dynamic) and the ICU floor, generates the trees of
Benchmarks/kit/gen_corpus.py (s1 40x40, s2 100x1000, s3 200x5000 keys, seed 1), times
`usage-strings check` and the floor on each (median wall time and peak memory of --runs runs),
the translate-toolkit pipeline with --tt (s3 only with --tt-s3: it takes minutes; a
virtualenv is created in the work folder), and scores recall on the injected defects. Each
reporter (--reporters, all by default) is timed on each scale too, its report written to a file
(wall time, peak memory, report size; one run on s3). It also
times the code rules over a generated target of 200,000 lines of Swift, and `merge` of a whole
export the size of Loop's 20 .xcloc bundles (kit/gen_merge_export.py), and `check` of a 300 MB
`.ipa` (its executables stored: what the check unpacks and reads; the Mach-O reader alone on a
200 MB fat binary is Benchmarks/macho-bench.sh). It prints a Markdown
table and writes the figures to WORK/results.json.

Standard library only. Timing is wall clock from the parent; peak memory is the child's
maximum resident set size (wait4).
"""
import argparse
import json
import os
import platform
import plistlib
import random
import shutil
import statistics
import struct
import subprocess
import sys
import time
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KIT = os.path.join(ROOT, "Benchmarks", "kit")
SCALES = {"s1": (40, 40), "s2": (100, 1000), "s3": (200, 5000)}

# The rules that find each kind of injected defect (a defect counts as found when one of them
# reports its locale and key; invalid_utf8, its file).
RULES = {
    "bidi_override": {"bidi-control"},
    "untranslated": {"untranslated"},
    "extra_key": {"extra-key", "unknown-usage-key", "orphan-purpose-string"},
    "zero_width_space": {"invisible-character"},
    "missing_key": {"missing-translation"},
    # A text past the whole alert's budget is `too-long`, which names what is cut; its headline is
    # then not reported apart (docs/LENGTH.md).
    "long_first_sentence": {"headline-too-long", "too-long"},
    "non_nfc": {"not-nfc"},
    "placeholder_mismatch": {"placeholder-mismatch"},
    "invalid_utf8": {"invalid-encoding", "syntax-error"},
}


# A child forked from this process starts with its peak resident size (Linux keeps the high-water
# mark across fork and exec), and this process grows large reading s3's results: GNU time, a
# small process, forks the command instead, so its peak is the command's own.
GNU_TIME = "/usr/bin/time" if sys.platform.startswith("linux") and os.path.exists("/usr/bin/time") else None


def run(command, cwd=None, stdout=subprocess.DEVNULL, env=None, stderr=subprocess.DEVNULL):
    """Runs a command; returns (wall seconds, peak resident MB, exit status)."""
    report = None
    if GNU_TIME:
        report = os.path.join(os.path.dirname(os.path.abspath(__file__)), f".peak-{os.getpid()}")
        command = [GNU_TIME, "-f", "%M", "-o", report] + command
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=stdout, stderr=stderr, env=env)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if report:
        with open(report) as lines:
            peak = int(lines.read().split()[-1]) / 1024
        os.remove(report)
    else:
        # ru_maxrss is in kilobytes on Linux, bytes on macOS.
        peak = usage.ru_maxrss / (1024 * 1024 if sys.platform == "darwin" else 1024)
    return wall, peak, os.waitstatus_to_exitcode(status)


def measure(command, runs, **kwargs):
    results = [run(command, **kwargs) for _ in range(runs)]
    return {"wall": statistics.median(r[0] for r in results), "peak_mb": max(r[1] for r in results),
            "status": results[-1][2], "runs": runs}


# The binary as the README installs it: on Linux with the Swift runtime linked in, which a CI
# runner without the toolchain needs, and which spares every run the loading of the runtime's
# shared libraries (a tenth of s1's time); in a scratch folder of its own, so that it does not
# rebuild the default one. macOS has the runtime in the system.
STATIC = ["--static-swift-stdlib", "--scratch-path", os.path.join(ROOT, ".build", "static")] \
    if sys.platform.startswith("linux") else []


def build(work, dynamic=False):
    release = ["swift", "build", "-c", "release"] + ([] if dynamic else STATIC)
    subprocess.run(release + ["--product", "usage-strings"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    binary = subprocess.run(release + ["--show-bin-path"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip()
    floor = os.path.join(work, "icu_floor")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "icu-uc", "icu-i18n"], check=True,
                           capture_output=True, text=True).stdout.split()
    subprocess.run(["cc", "-O2", "-o", floor, os.path.join(KIT, "icu_floor.c")] + flags, check=True)
    return os.path.join(binary, "usage-strings"), floor


def generate(work, scale):
    tree, manifest = os.path.join(work, scale), os.path.join(work, scale + ".json")
    if not os.path.exists(manifest):
        locales, keys = SCALES[scale]
        shutil.rmtree(tree, ignore_errors=True)
        subprocess.run([sys.executable, os.path.join(KIT, "gen_corpus.py"), "--locales", str(locales),
                        "--keys", str(keys), "--seed", "1", "--out", tree, "--manifest", manifest,
                        "--jobs", str(os.cpu_count() or 1)], check=True, stdout=subprocess.DEVNULL)
    return tree, manifest


REPORTERS = ["text", "xcode", "json", "sarif", "junit", "github"]


def measure_reporter(binary, tree, reporter, runs, work, scale):
    """`check` with one reporter, its report written to a file: wall, peak and report size."""
    out = os.path.join(work, f"report-{scale}.{reporter}")
    results = []
    for _ in range(runs):
        with open(out, "w") as stream:
            results.append(run([binary, "check", tree, "--reporter", reporter, "--quiet"], cwd=tree,
                               stdout=stream))
    size = os.path.getsize(out)
    os.remove(out)
    return {"wall": statistics.median(r[0] for r in results), "peak_mb": max(r[1] for r in results),
            "bytes": size, "status": results[-1][2], "runs": runs}


# Defects that are none on a device: keys no supported iOS reads (the tree's apps support iOS
# 16: `deprecated-usage-key` says once that their texts are not shown, so not checked); a
# zero-width space in scripts written without spaces, where it marks the breaks between words;
# and a long first sentence in a key that is no Info.plist key (the generator's app strings at s2
# and s3, such as `settings.focus.footer`): no alert shows it, and the length rules judge what an
# alert shows (`extra-key` reports the key itself); nor in HealthKit's keys, which the system shows
# in a sheet that scrolls, not an alert (`UsageKeyRegistry.sheetKeys`).
RETIRED_KEYS = {"NSLocationUsageDescription", "NSLocationAlwaysUsageDescription"}
SHEET_KEYS = {"NSHealthShareUsageDescription", "NSHealthUpdateUsageDescription",
              "NSHealthClinicalHealthRecordsShareUsageDescription"}
UNSPACED_LANGUAGES = {"th", "lo", "km", "my"}


def scored(defect):
    if defect.get("key") in RETIRED_KEYS:
        return False
    if defect["kind"] == "long_first_sentence" and (
            not defect["key"].startswith(("NS", "NFC", "OS")) or defect["key"] in SHEET_KEYS):
        return False
    return not (defect["kind"] == "zero_width_space" and defect["locale"].split("-")[0] in UNSPACED_LANGUAGES)


def recall(binary, tree, manifest):
    """Which injected defects `check` reports with the rule meant for them."""
    rules = sorted(set().union(*RULES.values()))
    output = subprocess.run([binary, "check", tree, "--reporter", "json", "--quiet", "--only", ",".join(rules)],
                            capture_output=True, text=True, cwd=tree).stdout
    found = {}
    for diagnostic in json.loads(output)["diagnostics"]:
        file = diagnostic.get("file", "")
        locale = diagnostic.get("locale") or file.split("/")[0].removesuffix(".lproj")
        found.setdefault((locale, diagnostic.get("key")), set()).add(diagnostic["rule"])
        found.setdefault((locale, None), set()).add(diagnostic["rule"])
    every = json.load(open(manifest))["defects"]
    defects = [defect for defect in every if scored(defect)]
    kinds = {}
    injected = {(d["locale"], None if d["kind"] == "invalid_utf8" else d["key"]) for d in every}
    for defect in defects:
        key = None if defect["kind"] == "invalid_utf8" else defect["key"]
        hit = bool(found.get((defect["locale"], key), set()) & RULES[defect["kind"]])
        total, hits = kinds.get(defect["kind"], (0, 0))
        kinds[defect["kind"]] = (total + 1, hits + hit)
    # Clean values these rules flagged (too-long and the other rules are left out: the generator
    # injects nothing for them, and its clean texts are long in some languages).
    false = sum(1 for (locale, key), rules in found.items()
                if key is not None and (locale, key) not in injected and rules - {"too-long"})
    total = sum(t for t, _ in kinds.values())
    hits = sum(h for _, h in kinds.values())
    return {"recall": hits / total, "found": hits, "injected": total, "clean_flagged": false,
            "not_scored": len(every) - len(defects),
            "by_kind": {kind: {"injected": t, "found": h} for kind, (t, h) in sorted(kinds.items())}}


CODE_LINES = [
    "    let value = items.map { $0.count * 2 }.reduce(0, +)",
    "    // Helper that formats the value; not a call: requestRecordPermission()",
    "    guard let url = URL(string: \"https://example.com/api/v1/items\") else { return nil }",
    "    func update(_ model: ItemModel, animated: Bool) { view.setNeedsLayout() }",
    "    private var cache: [String: Data] = [:]",
    "    if session.isRunning { session.stopRunning() }",
    "    label.text = NSLocalizedString(\"Tap requestAccess to start\", comment: \"Greeting\")",
    "    }",
    "",
    "    /* block comment with AVCaptureDevice.requestAccess(for: .video) inside */",
    "    let manager = CLLocationManager()",
    "    manager.requestWhenInUseAuthorization()",
]


def code_tree(work, files=1000, lines=200):
    """A target of `files` Swift files of `lines` lines each (seeded), with one purpose key."""
    import random
    tree = os.path.join(work, "code200k")
    if os.path.exists(os.path.join(tree, "Info.plist")):
        return tree, files * lines
    generator = random.Random(7)
    os.makedirs(os.path.join(tree, "Sources"), exist_ok=True)
    for index in range(files):
        with open(os.path.join(tree, "Sources", f"File{index}.swift"), "w") as out:
            out.write(f"import UIKit\nimport CoreLocation\n\nfinal class Controller{index}: UIViewController {{\n")
            for _ in range(lines - 5):
                out.write(generator.choice(CODE_LINES) + "\n")
            out.write("}\n")
    with open(os.path.join(tree, "Info.plist"), "w") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict>'
                  "<key>NSLocationWhenInUseUsageDescription</key><string>Show stores near you.</string>"
                  "<key>NSContactsUsageDescription</key><string>Find friends.</string></dict></plist>\n")
    return tree, files * lines


def translate_toolkit(work, scale, tree, manifest):
    venv = os.path.join(work, "tt-venv")
    if not os.path.exists(os.path.join(venv, "bin", "pofilter")):
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
        subprocess.run([os.path.join(venv, "bin", "pip"), "install", "-q", "translate-toolkit"], check=True)
    out = os.path.join(work, "tt-" + scale)
    env = dict(os.environ, TT_VENV=venv)
    log = os.path.join(work, "tt-" + scale + ".log")
    with open(log, "w") as stream:
        wall, peak, status = run(["bash", os.path.join(KIT, "tt_pipeline.sh"), tree, out], stdout=stream,
                                 stderr=stream, env=env)
    score = subprocess.run([os.path.join(venv, "bin", "python"), os.path.join(KIT, "score_pofilter.py"), manifest,
                            out, log], capture_output=True, text=True).stdout
    line = next((l for l in score.splitlines() if l.startswith("ALL")), "")
    parts = line.split()
    recall_value = int(parts[2]) / int(parts[1]) if len(parts) >= 3 else None
    # The pipeline runs several processes; the peak is that of the biggest.
    return {"wall": wall, "peak_mb": peak, "status": status, "recall": recall_value}


def machine():
    cpu = platform.processor() or platform.machine()
    if os.path.exists("/proc/cpuinfo"):
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    return {"os": platform.platform(), "cpu": cpu, "cores": os.cpu_count()}


def merge_export(work):
    """An app and a whole export of it the size of Loop's 20 .xcloc bundles (kit/gen_merge_export.py)."""
    folder = os.path.join(work, "merge")
    if not os.path.exists(os.path.join(folder, "Export")):
        shutil.rmtree(folder, ignore_errors=True)
        subprocess.run([sys.executable, os.path.join(KIT, "gen_merge_export.py"), "--out", folder], check=True,
                       stdout=subprocess.DEVNULL)
    export = os.path.join(folder, "Export")
    bundles = sorted(os.path.join(export, name) for name in os.listdir(export))
    files = [os.path.join(bundle, "Localized Contents", name) for bundle in bundles
             for name in os.listdir(os.path.join(bundle, "Localized Contents"))]
    return os.path.join(folder, "App"), bundles, files


def measure_merge(binary, work, runs):
    """`merge --dry-run` of the export, beside `cat` reading the same bytes."""
    app, bundles, files = merge_export(work)
    merge = measure([binary, "merge", "--dry-run", "--quiet"] + bundles, runs, cwd=app)
    read = measure(["cat"] + files, runs)
    units = sum(open(path, encoding="utf-8").read().count("<trans-unit") for path in files)
    return {"bytes": sum(os.path.getsize(path) for path in files), "units": units, "merge": merge, "read": read}


def ipa_archive(work, megabytes=300):
    """An .ipa of about `megabytes`: an app whose executable is a Mach-O header followed by random
    bytes (stored: random bytes do not deflate), two extensions, five compiled tables."""
    folder = os.path.join(work, "ipa")
    archive = os.path.join(folder, "Demo.ipa")
    if os.path.exists(archive):
        return folder
    os.makedirs(folder, exist_ok=True)
    header = struct.pack("<IiiIIIII", 0xFEEDFACF, 0x0100000C, 0, 2, 0, 0, 0, 0)
    # A megabyte of random bytes, repeated: stored, so no deflate pass finds the repetition.
    block = random.Random(1).randbytes(1 << 20)
    with zipfile.ZipFile(archive + ".part", "w") as z:
        def bundle(path, executable, size, extra=None):
            info = {"CFBundleExecutable": executable, "CFBundleIdentifier": "com.example." + executable,
                    "NSCameraUsageDescription": "Scan receipts to file them.", **(extra or {})}
            z.writestr(path + "/Info.plist", plistlib.dumps(info, fmt=plistlib.FMT_BINARY))
            z.writestr(zipfile.ZipInfo(path + "/" + executable), header + block * (size >> 20))
        bundle("Payload/Demo.app", "Demo", (megabytes - 20) << 20)
        for name in ("Share", "Widget"):
            bundle(f"Payload/Demo.app/PlugIns/{name}.appex", name, 10 << 20,
                   {"NSExtension": {"NSExtensionPointIdentifier": "com.apple.share-services"}})
        for language in ("de", "fr", "ja", "es", "pt-BR"):
            z.writestr(f"Payload/Demo.app/{language}.lproj/InfoPlist.strings",
                       plistlib.dumps({"NSCameraUsageDescription": f"({language}) Belege scannen."},
                                      fmt=plistlib.FMT_BINARY), zipfile.ZIP_DEFLATED)
    os.replace(archive + ".part", archive)
    return folder


def measure_ipa(binary, work, runs):
    """`check` of the .ipa: unpacking what the check reads, then the check."""
    folder = ipa_archive(work)
    archive = os.path.join(folder, "Demo.ipa")
    return {"bytes": os.path.getsize(archive), **measure([binary, "check", "Demo.ipa", "--quiet"], runs, cwd=folder)}


def measure_history(binary, repository, runs):
    """`check --history` of a real repository's work tree, beside the same check without the
    history and `git log` of the tables' names alone (what reading the history cannot go under)."""
    commits = int(subprocess.run(["git", "-C", repository, "rev-list", "--count", "HEAD"], check=True,
                                 capture_output=True, text=True).stdout)
    with_history = measure([binary, "check", ".", "--history", "--quiet"], runs, cwd=repository)
    without = measure([binary, "check", ".", "--quiet"], runs, cwd=repository)
    log = measure(["git", "log", "--format=%H", "--name-status", "-M", "-z", "--",
                   ":(glob)**/InfoPlist.strings", ":(glob)**/Info.plist", ":(glob)**/project.pbxproj",
                   ":(glob)**/InfoPlist.xcstrings"], runs, cwd=repository)
    return {"repository": os.path.basename(os.path.normpath(repository)), "commits": commits,
            "history": with_history, "without": without, "git_log": log}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scales", default="s1,s2,s3", help="comma list; empty for the code scan alone")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--tt", action="store_true", help="time translate-toolkit on s1 and s2")
    parser.add_argument("--tt-s3", action="store_true", help="time translate-toolkit on s3 too (minutes)")
    parser.add_argument("--work", default=os.path.join(ROOT, ".build", "bench"))
    parser.add_argument("--reporters", default=",".join(REPORTERS),
                        help="comma list of reporters to time on each scale; empty for none")
    parser.add_argument("--history-repo", default=os.environ.get("USAGE_STRINGS_BENCH_HISTORY"),
                        help="a real app's git work tree with a long history (e.g. a clone of "
                             "osmandapp/OsmAnd-iOS, 28,836 commits) to time check --history on")
    parser.add_argument("--dynamic", action="store_true",
                        help="time the default build (the runtime in shared libraries), as `swift run` runs it")
    options = parser.parse_args()
    os.makedirs(options.work, exist_ok=True)
    binary, floor = build(options.work, options.dynamic)
    results = {"machine": machine(), "build": "dynamic" if options.dynamic or not STATIC else "static",
               "scales": {}}
    tree, lines = code_tree(options.work)
    code = measure([binary, "check", tree, "--quiet", "--only", "missing-usage-key,unused-usage-key,unneeded-permission"],
                   options.runs, cwd=tree)
    results["code_scan"] = {"lines": lines, **code}
    print(f"code scan: {lines:,} lines of Swift in {code['wall']:.3f} s", file=sys.stderr)
    merge = measure_merge(binary, options.work, options.runs)
    results["merge"] = merge
    print(f"merge: {merge['units']:,} units in {merge['merge']['wall']:.3f} s", file=sys.stderr)
    ipa = measure_ipa(binary, options.work, options.runs)
    results["ipa"] = ipa
    print(f"ipa: {ipa['bytes'] / 1e6:.0f} MB in {ipa['wall']:.3f} s", file=sys.stderr)
    if options.history_repo:
        history = measure_history(binary, options.history_repo, options.runs)
        results["history"] = history
        print(f"history: {history['commits']:,} commits in {history['history']['wall']:.3f} s", file=sys.stderr)
    for scale in [s for s in options.scales.split(",") if s]:
        tree, manifest = generate(options.work, scale)
        strings = json.load(open(manifest))["translated_values"]
        runs = options.runs if scale != "s3" else max(1, min(options.runs, 3))
        check = measure([binary, "check", tree, "--quiet"], runs, cwd=tree)
        icu = measure([floor, tree], runs)
        entry = {"strings": strings, "check": check, "floor": icu, "recall": recall(binary, tree, manifest)}
        entry["reporters"] = {}
        for reporter in [r for r in options.reporters.split(",") if r]:
            entry["reporters"][reporter] = measure_reporter(binary, tree, reporter, 1 if scale == "s3" else runs,
                                                            options.work, scale)
            print(f"{scale} {reporter}: {entry['reporters'][reporter]['wall']:.3f} s", file=sys.stderr)
        if options.tt and (scale != "s3" or options.tt_s3):
            entry["translate_toolkit"] = translate_toolkit(options.work, scale, tree, manifest)
        results["scales"][scale] = entry
        print(f"{scale}: check {check['wall']:.3f} s, floor {icu['wall']:.3f} s", file=sys.stderr)
    json.dump(results, open(os.path.join(options.work, "results.json"), "w"), indent=2)
    print(table(results))


def table(results):
    rows = ["| scale | strings | check wall | check peak | strings/s | ICU floor (1 thread) | check ÷ floor "
            "| translate-toolkit | tt ÷ check | recall (check) | recall (pofilter) |",
            "|---|---|---|---|---|---|---|---|---|---|---|"]
    for scale, entry in results["scales"].items():
        check, floor, tt = entry["check"], entry["floor"], entry.get("translate_toolkit")
        tt_wall = f"{tt['wall']:.2f} s ({tt['peak_mb']:.0f} MB)" if tt else "not run"
        tt_ratio = f"{tt['wall'] / check['wall']:.0f}×" if tt else "–"
        tt_recall = f"{tt['recall']:.1%}" if tt and tt["recall"] is not None else "–"
        recall = entry["recall"]
        rows.append(
            f"| {scale} | {entry['strings']:,} | {check['wall']:.3f} s | {check['peak_mb']:.0f} MB "
            f"| {entry['strings'] / check['wall']:,.0f} | {floor['wall']:.3f} s ({floor['peak_mb']:.0f} MB) "
            f"| {check['wall'] / floor['wall']:.2f} | {tt_wall} | {tt_ratio} "
            f"| {recall['recall']:.1%} ({recall['found']}/{recall['injected']}, {recall['clean_flagged']} clean flagged) "
            f"| {tt_recall} |")
    reporters = [(scale, entry) for scale, entry in results["scales"].items() if entry.get("reporters")]
    if reporters:
        rows += ["", "| scale | reporter | wall | peak | report | ÷ floor (same run) |", "|---|---|---|---|---|---|"]
        for scale, entry in reporters:
            for reporter, figures in entry["reporters"].items():
                rows.append(f"| {scale} | {reporter} | {figures['wall']:.3f} s | {figures['peak_mb']:.0f} MB "
                            f"| {figures['bytes'] / 1e6:,.1f} MB | {figures['wall'] / entry['floor']['wall']:.2f} |")
    machine = results["machine"]
    code = results.get("code_scan")
    if code:
        rows.append("")
        rows.append(f"Code scan (`check` with the code rules only): {code['lines']:,} lines of Swift in "
                    f"{code['wall']:.3f} s ({code['lines'] / code['wall']:,.0f} lines/s), {code['peak_mb']:.0f} MB")
    merge = results.get("merge")
    if merge:
        rows.append(f"Merge (`merge --dry-run` of a whole export the size of Loop's 20 .xcloc bundles): "
                    f"{merge['bytes'] / 1e6:.1f} MB, {merge['units']:,} units in {merge['merge']['wall']:.3f} s, "
                    f"{merge['merge']['peak_mb']:.0f} MB; reading the same bytes (`cat`) {merge['read']['wall']:.3f} s")
    ipa = results.get("ipa")
    if ipa:
        rows.append(f"Built app (`check` of an .ipa, its executables stored): {ipa['bytes'] / 1e6:.0f} MB in "
                    f"{ipa['wall']:.3f} s, {ipa['peak_mb']:.0f} MB")
    history = results.get("history")
    if history:
        rows.append(f"History (`check --history` of {history['repository']}, {history['commits']:,} commits): "
                    f"{history['history']['wall']:.3f} s, {history['history']['peak_mb']:.0f} MB; without "
                    f"`--history` {history['without']['wall']:.3f} s; `git log` of the tables' names alone "
                    f"{history['git_log']['wall']:.3f} s")
    return f"Machine: {machine['cpu']}, {machine['cores']} cores, {machine['os']}\n\n" + "\n".join(rows)


if __name__ == "__main__":
    main()
