import json, os, re, subprocess, sys, glob, plistlib, collections

EXCL = re.compile(r'/(Pods|node_modules|Carthage|\.git|vendor|third_party|ThirdParty|External|DerivedData)/')

def decode(b):
    if b.startswith(b'\xff\xfe') or b.startswith(b'\xfe\xff'):
        return b.decode('utf-16')
    if b.startswith(b'\xef\xbb\xbf'):
        return b[3:].decode('utf-8')
    try:
        return b.decode('utf-8')
    except UnicodeDecodeError:
        if len(b) > 1 and b[1:2] == b'\x00':
            return b.decode('utf-16-le')
        return b.decode('latin-1')

def parse_strings(text):
    """old-style .strings; returns list of (key, value, line)"""
    out = []; i = 0; n = len(text)
    def skip():
        nonlocal i
        while i < n:
            if text[i].isspace(): i += 1
            elif text.startswith('/*', i):
                j = text.find('*/', i + 2); i = n if j < 0 else j + 2
            elif text.startswith('//', i):
                j = text.find('\n', i); i = n if j < 0 else j + 1
            else: break
    def tok():
        nonlocal i
        if i < n and text[i] == '"':
            i += 1; s = []
            while i < n and text[i] != '"':
                c = text[i]
                if c == '\\' and i + 1 < n:
                    d = text[i+1]
                    if d == 'n': s.append('\n'); i += 2
                    elif d == 't': s.append('\t'); i += 2
                    elif d == 'r': s.append('\r'); i += 2
                    elif d in 'Uu' and re.match(r'[0-9a-fA-F]{4}', text[i+2:i+6]):
                        s.append(chr(int(text[i+2:i+6], 16))); i += 6
                    else: s.append(d); i += 2
                else: s.append(c); i += 1
            i += 1
            return ''.join(s)
        m = re.compile(r'[A-Za-z0-9_.$:/-]+').match(text, i)
        if not m: return None
        i = m.end(); return m.group(0)
    while True:
        skip()
        if i >= n: break
        line = text.count('\n', 0, i) + 1
        k = tok()
        if k is None:
            j = text.find(';', i); i = n if j < 0 else j + 1; continue
        skip()
        if i < n and text[i] == '=':
            i += 1; skip(); v = tok(); skip()
        else:
            v = k
        if i < n and text[i] == ';': i += 1
        out.append((k, v, line))
    return out

def locale_of(path):
    m = re.search(r'/([^/]+)\.lproj/', '/' + path)
    return m.group(1) if m else None

def app_tables(root):
    strings, cats = [], []
    for dp, dn, fn in os.walk(root):
        dn[:] = [d for d in dn if d not in ('Pods','node_modules','Carthage','.git','DerivedData','.build')]
        for f in fn:
            p = os.path.join(dp, f)
            rel = os.path.relpath(p, root)
            if EXCL.search('/' + rel): continue
            if f == 'InfoPlist.strings' and '.lproj/' in rel: strings.append(rel)
            elif f.endswith('.xcstrings') and 'infoplist' in f.lower(): cats.append(rel)
    return sorted(strings), sorted(cats)

def extract(root):
    try:
        r = subprocess.run(['/work/baseline/usage-strings', 'extract', '.', '--format', 'json', '--effective', '-q'], cwd=root, capture_output=True, text=True, timeout=600)
        return json.loads(r.stdout)
    except Exception as e:
        print('extract failed', root, e, file=sys.stderr); return {'targets': []}

SRC = ('en', 'Base', 'en-US', 'en_US', 'English', 'en-GB')

def plists(root):
    out = []
    for dp, dn, fn in os.walk(root):
        dn[:] = [d for d in dn if d not in ('Pods','node_modules','Carthage','.git','DerivedData','.build')]
        for f in fn:
            if f.endswith('.plist') and 'info' in f.lower():
                p = os.path.join(dp, f)
                try: d = plistlib.load(open(p, 'rb'))
                except Exception: continue
                if isinstance(d, dict): out.append((os.path.relpath(dp, root), {k: v for k, v in d.items() if isinstance(v, str)}))
    return out

def nearest(pl, parent, key):
    best = None; bl = -1
    for d, kv in pl:
        if key not in kv: continue
        cp = os.path.commonpath([d, parent]) if d != '.' and parent else ''
        l = len(cp)
        if l > bl: best, bl = (d, kv[key]), l
    return best

def collect(app, root, commit):
    recs = []
    pl = plists(root)
    strings, cats = app_tables(root)
    ex = extract(root)
    # per file: target source texts
    file2src = collections.defaultdict(dict)   # table file -> key -> source text (from effective)
    plistsrc = collections.defaultdict(set)
    for t in ex['targets']:
        sl = t.get('sourceLanguage') or 'en'
        srcmap = {x['key']: x['text'] for x in t['texts'] if x['language'] == sl}
        for x in t['texts']:
            if x['origin'] in ('info-plist', 'build-setting') and x['language'] == sl:
                plistsrc[x['key']].add(x['text'])
            if x['origin'] == 'table' and x.get('file'):
                for k, v in srcmap.items(): file2src[x['file']].setdefault(k, v)
    # group string tables by parent dir
    groups = collections.defaultdict(dict)
    for rel in strings:
        parent = os.path.dirname(os.path.dirname(rel))
        loc = locale_of(rel)
        groups[parent][loc] = rel
    for parent, locs in groups.items():
        parsed = {}
        for loc, rel in locs.items():
            raw = open(os.path.join(root, rel), 'rb').read()
            if raw.lstrip().startswith(b'<?xml') or raw.startswith(b'bplist'):
                try:
                    d = plistlib.loads(raw)
                    txt = raw.decode('utf-8', 'replace')
                    parsed[loc] = [(k, v, txt[:txt.find('<key>' + k + '</key>')].count('\n') + 1) for k, v in d.items() if isinstance(v, str)]
                    continue
                except Exception:
                    pass
            parsed[loc] = parse_strings(decode(raw))
        srcloc = next((s for s in SRC if s in locs), None)
        srcdict = {k: v for k, v, _ in parsed.get(srcloc, [])} if srcloc else {}
        for loc, rel in locs.items():
            if loc == srcloc: continue
            if loc in SRC and srcloc and loc != srcloc:
                pass  # second English table: still record
            for k, v, line in parsed[loc]:
                src = srcdict.get(k); how = 'source-table:' + locs[srcloc] if src is not None else None
                if src is None and k in file2src.get(rel, {}):
                    src = file2src[rel][k]; how = 'target-source'
                if src is None and len(plistsrc.get(k, ())) == 1:
                    src = next(iter(plistsrc[k])); how = 'info-plist-unique'
                if src is None and plistsrc.get(k):
                    src = ' || '.join(sorted(plistsrc[k])); how = 'info-plist-ambiguous'
                if src is None:
                    nb = nearest(pl, parent, k)
                    if nb: src = nb[1]; how = 'nearest-plist:' + nb[0]
                recs.append(dict(app=app, commit=commit, file=rel, key=k, locale=loc, source=src, translation=v, line=line, srcHow=how))
    for rel in cats:
        d = json.load(open(os.path.join(root, rel), encoding='utf-8'))
        sl = d.get('sourceLanguage', 'en')
        for k, e in d.get('strings', {}).items():
            ls = e.get('localizations', {})
            src = None; how = None
            if sl in ls and 'stringUnit' in ls[sl]:
                src = ls[sl]['stringUnit'].get('value'); how = 'catalog-source'
            elif len(plistsrc.get(k, ())) == 1:
                src = next(iter(plistsrc[k])); how = 'info-plist-unique'
            elif plistsrc.get(k):
                src = ' || '.join(sorted(plistsrc[k])); how = 'info-plist-ambiguous'
            for loc, l in ls.items():
                if loc == sl: continue
                su = l.get('stringUnit')
                if not su:
                    # variations: take each
                    continue
                recs.append(dict(app=app, commit=commit, file=rel, key=k, locale=loc, source=src, translation=su.get('value'), state=su.get('state'), srcHow=how))
    return recs

if __name__ == '__main__':
    app, root, commit = sys.argv[1:4]
    for r in collect(app, root, commit):
        print(json.dumps(r, ensure_ascii=False))
