#!/usr/bin/env python3
"""Writes an app and a whole-project Xcode export of it the size of LoopKit/Loop's 20 .xcloc
bundles (LoopKit/LoopTranslations at a87e0be: 13 MB of XLIFF, 47,000 units, 780 of them the
Info.plist's), for timing `merge`.

    gen_merge_export.py --out DIR [--languages 20] [--targets 10] [--other-units 2311] [--seed 1]

DIR/App is the app: one folder per target with its Info.plist, its en.lproj table and a table
per language holding last round's translations. DIR/Export holds one <lang>.xcloc per language,
as Xcode writes it: every target's InfoPlist.strings units (a third retranslated, some not
translated, some copies of the source) beside Localizable.strings and storyboard units of
other tables, each with a note. Deterministic; standard library only.
"""
import argparse
import json
import os
import random
from xml.sax.saxutils import escape

KEYS = ["NSCameraUsageDescription", "NSBluetoothAlwaysUsageDescription", "NSHealthShareUsageDescription",
        "NSHealthUpdateUsageDescription", "NSFaceIDUsageDescription", "NSSiriUsageDescription"]
LANGUAGES = ["ar", "da", "de", "es", "fi", "fr", "he", "it", "ja", "nb", "nl", "pl", "pt-BR", "ro", "ru",
             "sk", "sv", "tr", "vi", "zh-Hans", "ko", "cs", "hu", "uk", "el", "id", "th", "ca", "hr", "ms"]
WORDS = ("glucose insulin pump sensor bolus carbs reading alert watch sleep health data sync "
         "device scan barcode pairing meal trend graph update secure share dose basal").split()


def sentence(generator, words):
    return " ".join(generator.choice(WORDS) for _ in range(words)).capitalize() + "."


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as out:
        out.write(text)


def unit(key, source, target, note, state="translated"):
    target_line = f'        <target state="{state}">{escape(target)}</target>\n' if target is not None else ""
    return (f'      <trans-unit id="{escape(key)}" xml:space="preserve">\n'
            f'        <source>{escape(source)}</source>\n{target_line}'
            f'        <note>{escape(note)}</note>\n      </trans-unit>\n')


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--languages", type=int, default=20)
    parser.add_argument("--targets", type=int, default=10)
    parser.add_argument("--other-units", type=int, default=2311, help="units of other tables per language")
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    generator = random.Random(options.seed)
    languages = LANGUAGES[:options.languages]
    app = os.path.join(options.out, "App")
    sources = {}
    for index in range(options.targets):
        name = f"Target{index}"
        # 39 Info.plist units a language, as Loop's 10 targets have.
        keys = ["CFBundleName"] + generator.sample(KEYS, 3 if index % 2 else 2) if index else \
            ["CFBundleName"] + KEYS
        values = {key: (name if key.startswith("CFBundle") else sentence(generator, 14)) for key in keys}
        sources[name] = values
        plist = "".join(f"\t<key>{key}</key>\n\t<string>{escape(value)}</string>\n" for key, value in values.items())
        write(os.path.join(app, name, "Info.plist"),
              '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n'
              f"\t<key>CFBundleDevelopmentRegion</key>\n\t<string>en</string>\n{plist}</dict>\n</plist>\n")
        table = "".join(f'"{key}" = "{value}";\n' for key, value in values.items())
        write(os.path.join(app, name, "en.lproj", "InfoPlist.strings"), table)
        for language in languages:
            old = "".join(f'"{key}" = "{language}: {value}";\n' for key, value in values.items())
            write(os.path.join(app, name, f"{language}.lproj", "InfoPlist.strings"), old)
    units = 0
    for language in languages:
        files = []
        for name, values in sources.items():
            body = ""
            for key, value in values.items():
                choice = generator.random()
                target = (None if choice < 0.2 else value if choice < 0.3
                          else f"{language}: {value}" if choice < 0.65 else f"{language} (new): {value}")
                body += unit(key, value, target, f"Privacy - {key}")
                units += 1
            files.append((f"Workspace/{name}/en.lproj/InfoPlist.strings", body))
        other = ""
        for index in range(options.other_units):
            text = sentence(generator, generator.randint(2, 7))
            target = None if generator.random() < 0.15 else f"{language}: {text}"
            other += unit(f"{index}.text", text, target, f"Class = \"UILabel\"; text = \"{text}\"; ObjectID = \"{index}\";")
            units += 1
            if index % 400 == 399:
                table = "Localizable.strings" if index % 800 == 799 else f"Screen{index}.storyboard"
                files.append((f"Workspace/Target{index % options.targets}/Base.lproj/{table}", other))
                other = ""
        if other:
            files.append(("Workspace/Target0/en.lproj/Localizable.strings", other))
        xliff = ('<?xml version="1.0" encoding="UTF-8"?>\n'
                 '<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">\n')
        for original, body in files:
            xliff += (f'  <file original="{original}" source-language="en" target-language="{language}" '
                      'datatype="plaintext">\n    <header>\n      <tool tool-id="com.apple.dt.xcode" '
                      'tool-name="Xcode" tool-version="14.2" build-num="14C18"/>\n    </header>\n'
                      f"    <body>\n{body}    </body>\n  </file>\n")
        xliff += "</xliff>\n"
        bundle = os.path.join(options.out, "Export", f"{language}.xcloc")
        write(os.path.join(bundle, "Localized Contents", f"{language}.xliff"), xliff)
        write(os.path.join(bundle, "contents.json"),
              json.dumps({"developmentRegion": "en", "targetLocale": language, "version": "1.0"}, indent=2) + "\n")
    print(json.dumps({"units": units, "languages": len(languages)}))


if __name__ == "__main__":
    main()
