import json, re, collections, os, sys
sys.path.insert(0, '/tmp/meaning')
import types
_src = open('/tmp/meaning/prelabel.py').read().split('def lang_guess')[0].replace('det = LanguageDetectorBuilder.from_all_languages().with_preloaded_language_models().build()', '')
_m = {}
exec(_src, _m)
ADDR = _m['ADDR']
M = '/tmp/meaning'
APPS = {
 'Dimillian__IceCubesApp': ('Dimillian/IceCubesApp', 'AGPL-3.0'),
 'mbta__mobile_app': ('mbta/mobile_app', 'MIT'),
 'openhab__openhab-ios': ('openhab/openhab-ios', 'EPL-2.0'),
 'ProtonVPN__ios-mac-app': ('ProtonVPN/ios-mac-app', 'GPL-3.0'),
 'mastodon__mastodon-ios': ('mastodon/mastodon-ios', 'GPL-3.0'),
 'meshtastic__Meshtastic-Apple': ('meshtastic/Meshtastic-Apple', 'GPL-3.0'),
 'mullvad__mullvadvpn-app': ('mullvad/mullvadvpn-app', 'GPL-3.0'),
 'LoopKit__Loop': ('LoopKit/Loop', 'MIT'),
 'element-hq__element-ios': ('element-hq/element-ios', 'AGPL-3.0 (or commercial, LICENSE-COMMERCIAL)'),
 'element-hq__element-x-ios': ('element-hq/element-x-ios', 'AGPL-3.0 (or commercial, LICENSE-COMMERCIAL)'),
 'nextcloud__talk-ios': ('nextcloud/talk-ios', 'GPL-3.0-or-later'),
 'nightscout__Trio': ('nightscout/Trio', 'MIT'),
 'OnionBrowser__OnionBrowser': ('OnionBrowser/OnionBrowser', 'LicenseRef-OnionBrowser (BSD-style Onion Browser + Endless licences)'),
 'deltachat__deltachat-ios': ('deltachat/deltachat-ios', 'MPL-2.0'),
 'owncloud__ios-app': ('owncloud/ios-app', 'GPL-3.0'),
 'utmapp__UTM': ('utmapp/UTM', 'Apache-2.0'),
 'osmandapp__OsmAnd-iOS': ('osmandapp/OsmAnd-iOS', 'GPL-3.0 (artwork CC-BY-NC-ND-4.0)'),
 'keepassium__KeePassium': ('keepassium/KeePassium', 'GPL-3.0'),
 'videolan__vlc-ios': ('videolan/vlc-ios', 'GPL-2.0-or-later OR MPL-2.0'),
 'duckduckgo__iOS': ('duckduckgo/iOS', 'Apache-2.0'),
 'home-assistant__iOS': ('home-assistant/iOS', 'Apache-2.0'),
 'mozilla-mobile__focus-ios': ('mozilla-mobile/focus-ios', 'MPL-2.0'),
 'bryceco__GoMap': ('bryceco/GoMap', 'ISC'),
 'brave__brave-ios': ('brave/brave-ios', 'MPL-2.0'),
 'session-foundation__session-ios': ('session-foundation/session-ios', 'GPL-3.0'),
 'openfoodfacts__smooth-app': ('openfoodfacts/smooth-app', 'Apache-2.0'),
 'woocommerce__woocommerce-ios': ('woocommerce/woocommerce-ios', 'GPL-2.0'),
}
CONV = [
 'One record per (file, key, locale) entry of an InfoPlist table (.strings in <locale>.lproj, XML-plist .strings, or an InfoPlist*.xcstrings catalog). Base/en-* entries are included and count as English (language ok).',
 "source: the en/Base table value of the same folder when present, else the target's development-language value from `usage-strings extract --effective`, else the nearest Info.plist value; a note says so where it was assumed.",
 'language: copy = the English source unchanged in a non-English locale; brand/product names and build variables kept as is count as ok; wrong:<code> = another language (or variety, e.g. pt-BR text under pt-PT); mixed = two languages in one text.',
 "negation is judged on meaning: an equivalent rendering ('inactive' -> 'not active', 'awake' -> 'not asleep') is ok; a translation of an older text that simply lacks the current negated sentence is labelled staleMeaning, not negation.",
 'staleMeaning: the text says something the current source no longer says (old feature, old recommendation, old copyright year); an older text that only omits something is put in other.',
 'address: T/V from pronouns, possessives or verb forms (German du/Sie, French tu/vous, Spanish tú-vos/usted, Portuguese tu vs você/o senhor (você counted as V), Chinese 你/您, Indonesian kamu/Anda, Indic आप-class pronouns as V); none where the text addresses nobody or the language has no T/V contrast in the text.',
 'appleTerm: misspelt or mis-cased Apple names (FaceID, Face-ID, face Id, katakana フェイスID, Id. de Face); descriptive translations (reconocimiento facial) are put in other, not appleTerm.',
 'Labels marked doubt: in note were read with limited knowledge of the language (Sorani, Kurmanji, Balochi, Pashto, Xhosa, Amharic...).',
]
CORPUS = {'duckduckgo__iOS', 'home-assistant__iOS', 'mozilla-mobile__focus-ios', 'videolan__vlc-ios'}
include = [a for a in APPS if os.path.exists(f'{M}/{a}.pre.jsonl') and a in set(open(f'{M}/reviewed.txt').read().split())]

def table_of(r):
    f = r['file']
    if '.lproj/' in f:
        p = f.split('.lproj/')[0]
        return p.rsplit('/', 1)[0] if '/' in p else ''
    return f

def base(loc):
    b = loc.replace('_', '-').split('-')[0].lower()
    return {'no': 'nb'}.get(b, b)

ovs = []
for line in open(f'{M}/ov_small.txt'):
    line = line.rstrip('\n')
    if not line or line.startswith('#'): continue
    parts = line.split('|', 4)
    if len(parts) < 5: continue
    app, tab, keys, locs, fields = parts
    fd = {}; last = None
    for seg in fields.split(';'):
        if '=' in seg and re.match(r'^\s*(lang|tk|neg|addr|stale|apple|other|note|src)=', seg):
            k, v = seg.split('=', 1); k = k.strip(); fd[k] = v; last = k
        elif last:
            fd[last] += ';' + seg
    ovs.append((app, tab, keys, locs, fd))

def match(o, r):
    app, tab, keys, locs, fd = o
    if app != r['app']: return False
    if tab != '*' and table_of(r) not in tab.split(','): return False
    if keys != '*' and r['key'] not in keys.split(','): return False
    if locs != '*':
        ok = False
        for l in locs.split(','):
            if '@' in l:
                l, sub = l.split('@', 1)
                if l == r['locale'] and sub in (r['translation'] or ''): ok = True
            elif l == r['locale']: ok = True
        if not ok: return False
    return True

out = []; used = collections.Counter()
for app in include:
    for l in open(f'{M}/{app}.pre.jsonl'):
        r = json.loads(l)
        flags = r.get('flags', [])
        lab = {}
        en_like = base(r['locale']) == 'en' or r['locale'] == 'Base'
        lab['language'] = 'ok' if en_like else ('copy' if 'COPY' in flags else 'ok')
        lab['translatesKey'] = 'own'; lab['negation'] = 'ok'; lab['address'] = r.get('addr_auto', 'none')
        lab['staleMeaning'] = 'no'; lab['other'] = ''; notes = []
        ap = [f.split(':', 1)[1] for f in flags if f.startswith('APPLE:')]
        aps = [f.split(':', 1)[1] for f in flags if f.startswith('APPLE-SRC:')]
        lab['appleTerm'] = ap[0] if ap else (aps[0] + ' (in the source)' if aps else 'ok')
        src = r['source']
        for i, o in enumerate(ovs):
            if match(o, r):
                used[i] += 1
                fd = o[4]
                for k, v in fd.items():
                    if k == 'note': notes.append(v)
                    elif k == 'src': src = v
                    else: lab[{'lang': 'language', 'tk': 'translatesKey', 'neg': 'negation', 'addr': 'address', 'stale': 'staleMeaning', 'apple': 'appleTerm', 'other': 'other'}[k]] = v
        if aps and lab['appleTerm'] != 'ok' and 'in the source' not in lab['appleTerm']:
            notes.append('the source itself also writes ' + aps[0])
        rec = {'app': app, 'commit': r['commit'], 'file': r['file'], 'key': r['key'], 'locale': r['locale'], 'source': src, 'translation': r['translation']}
        rec.update({k: lab[k] for k in ['language', 'translatesKey', 'negation', 'address', 'staleMeaning', 'appleTerm', 'other']})
        if lab['language'] == 'copy' and not any('copied' in n or 'unchanged' in n for n in notes):
            notes.append('English source copied unchanged')
        if rec['address'] in ('T', 'V', 'mixed') and not any(('T' in n or 'V' in n or '2sg' in n or 'formal' in n or 'form' in n or 'pronoun' in n or 'verb' in n or '(' in n) for n in notes):
            a = ADDR.get(base(r['locale']))
            if a:
                tt = sorted(set(m.group(0) for m in a[0].finditer(r['translation'] or '')))
                vv = sorted(set(m.group(0) for m in a[1].finditer(r['translation'] or '')))
                notes.append('address cue: ' + ', '.join(([('T: ' + ' '.join(tt))] if tt else []) + ([('V: ' + ' '.join(vv))] if vv else [])))
        if rec['staleMeaning'] != 'no' and not notes:
            notes.append('translation of an older source text')
        if rec['appleTerm'].startswith('FaceID'):
            notes.append('FaceID written without the space; Apple writes Face ID')
        rec['note'] = '; '.join(dict.fromkeys(n for n in notes if n))
        if 'line' in r: rec['line'] = r['line']
        out.append(rec)
unused = [ovs[i][:4] for i in range(len(ovs)) if used[i] == 0]
for u in unused: print('UNUSED OVERRIDE', u, file=sys.stderr)
with open('/work/judged-staging/meaning/translations.jsonl', 'w') as f:
    for rec in out: f.write(json.dumps(rec, ensure_ascii=False) + '\n')
# apps.json
cnt = collections.Counter(r['app'] for r in out)
apps = []
for a in include:
    repo, lic = APPS[a]
    commit = next(r['commit'] for r in out if r['app'] == a)
    apps.append({'app': a, 'repository': repo, 'commit': commit, 'licence': lic, 'translations': cnt[a], 'languages': len(set(r['locale'] for r in out if r['app'] == a)), 'origin': 'shared corpus (/work/shared/corpus)' if a in CORPUS else 'fetched snapshot, cloned to /work/apps'})
json.dump({'conventions': CONV, 'apps': apps, 'totals': {'apps': len(apps), 'translations': len(out), 'locales': len(set(r['locale'] for r in out)), 'languages': len(set(base(r['locale']) for r in out))}}, open('/work/judged-staging/meaning/apps.json', 'w'), ensure_ascii=False, indent=1)
# address mixes
tabs = collections.defaultdict(lambda: {'T': [], 'V': []})
for r in out:
    tkey = (r['app'], r['file'] if '.lproj/' in r['file'] else r['file'] + '#' + r['locale'])
    a = r['address']
    if a in ('T', 'V'): tabs[tkey][a].append(r['key'])
    if a == 'mixed': tabs[tkey]['T'].append(r['key']); tabs[tkey]['V'].append(r['key'])
mixes = []
for (app, f), d in sorted(tabs.items()):
    if d['T'] and d['V']:
        fl, _, loc = f.partition('#')
        mixes.append({'app': app, 'file': fl, 'locale': loc or re.search(r'([^/]+)\.lproj/', fl).group(1), 'T': sorted(set(d['T'])), 'V': sorted(set(d['V']))})
json.dump(mixes, open('/work/judged-staging/meaning/address-mixes.json', 'w'), ensure_ascii=False, indent=1)
print(len(out), 'translations;', len(include), 'apps;', len(mixes), 'mixed tables')
