import json, re, sys, glob, collections, statistics
from lingua import LanguageDetectorBuilder, IsoCode639_1
det = LanguageDetectorBuilder.from_all_languages().with_preloaded_language_models().build()

def base(loc):
    l = loc.replace('_', '-')
    b = l.split('-')[0].lower()
    return {'nb':'nb','no':'nb','nn':'nn','zh':'zh','iw':'he','in':'id','fil':'tl','tl':'tl','ji':'yi'}.get(b, b)

W = lambda *ws: re.compile(r'(?<![\w])(' + '|'.join(ws) + r')(?![\w])', re.I)
WS = lambda *ws: re.compile(r'(?<![\w])(' + '|'.join(ws) + r')(?![\w])')  # case-sensitive
ADDR = {
 'de': (W('du','dich','dir','dein','deine','deinen','deinem','deiner','deines'), WS('Sie','Ihr','Ihre','Ihren','Ihrem','Ihrer','Ihres','Ihnen')),
 'fr': (W('tu','te','toi','ton','ta','tes',"t'"), W('vous','votre','vos')),
 'es': (W('tú','tu','tus','te','ti','contigo'), W('usted','ustedes')),
 'it': (W('tu','ti','tuo','tua','tuoi','tue'), WS('Lei','Suo','Sua','Suoi','Sue')),
 'pt': (W('tu','te','teu','tua','teus','tuas','ti'), W('você','vocês','o senhor','a senhora')),
 'ca': (W('tu','et','teu','teva','teus','teves'), W('vostè','vós','vostre','vostra','vostres')),
 'nl': (W('je','jij','jouw','jou','jullie'), W('u','uw')),
 'sv': (W('du','dig','din','ditt','dina'), WS('Ni','Er','Ert','Era')),
 'da': (W('du','dig','din','dit','dine'), WS('De','Dem','Deres')),
 'nb': (W('du','deg','din','ditt','dine'), WS('De','Dem','Deres')),
 'nn': (W('du','deg','din','ditt','dine'), WS('De','Dykk','Dykkar')),
 'ru': (W('ты','тебя','тебе','тобой','твой','твоя','твоё','твое','твои','твоего','твоей','твоим','твоих'), W('вы','вас','вам','вами','ваш','ваша','ваше','ваши','вашего','вашей','вашим','ваших','вашу')),
 'uk': (W('ти','тебе','тобі','тобою','твій','твоя','твоє','твої','твого','твоєї','твоїх','твоїм'), W('ви','вас','вам','вами','ваш','ваша','ваше','ваші','вашого','вашої','ваших','вашим','вашу')),
 'be': (W('ты','цябе','табе','твой','твая','тваё','твае'), W('вы','вас','вам','ваш','ваша','ваша','вашы','вашага')),
 'bg': (W('ти','теб','тебе','твой','твоя','твоето','твоите'), W('вие','вас','ви','ваш','ваша','вашето','вашите')),
 'sr': (W('ти','тебе','твој','твоја','твоје','ti','tebe','tvoj','tvoja','tvoje'), W('ви','вас','вам','ваш','ваша','ваше','vi','vas','vam','vaš','vaša','vaše')),
 'pl': (re.compile(r'(?<![\w])(ty|cię|ciebie|tobie|twój|twoj\w*|twoi\w*|twe|twym)(?![\w])', re.I), W('pan','pani','państwo','pana','panu','państwa')),
 'cs': (W('ty','tě','tebe','tobě','tvůj','tvoje','tvá','tvé','tvých','tvým','tvou'), W('vy','vás','vám','vámi','váš','vaše','vaši','vašeho','vašich','vaším','vašim')),
 'sk': (W('ty','ťa','teba','tebe','tvoj','tvoja','tvoje','tvojich'), W('vy','vás','vám','váš','vaša','vaše','vašich','vašej','vašu')),
 'hu': (W('te','téged','neked','tiéd','tiéd'), W('ön','önnek','önt','öné','önök','maga')),
 'ro': (W('tu','te','tău','ta','tale','tăi'), W('dumneavoastră','dvs','voastră','vostru','vă')),
 'tr': (W('sen','seni','sana','senin','sende'), re.compile(r'(?<![\w])(siz|sizi|size|sizin|sizde|\w+(ınız|iniz|unuz|ünüz)\w*)(?![\w])', re.I)),
 'uz': (W('sen','seni','senga','sening'), re.compile(r'(?<![\w])(siz|sizga|sizning|\w+ingiz\w*)(?![\w])', re.I)),
 'ka': (re.compile(r'(?<![\w])(შენ|შენი|შენს|შენთვის)(?![\w])'), re.compile(r'(?<![\w])(თქვენ\w*)')),
 'ur': (re.compile(r'(?<![\w])(تم|تمہار\w*|تیر\w*)(?![\w])'), re.compile(r'(?<![\w])(آپ\w*)')),
 'fa': (re.compile(r'(?<![\w])(تو)(?![\w])'), re.compile(r'(?<![\w])(شما)(?![\w])|تان(?![\w])')),
 'hi': (re.compile(r'(?<![\w])(तुम|तुम्हार\w*|तू|तेर\w*)(?![\w])'), re.compile(r'(?<![\w])(आप\w*)')),
 'fi': (W('sinä','sinun','sinua','sinulle','sinulta'), W('te','teidän','teitä','teille','teiltä')),
 'el': (W('εσύ','σου','σένα'), W('εσείς','σας')),
 'hr': (W('ti','tebe','tvoj','tvoja','tvoje','tvojim','tvojih'), W('vi','vas','vam','vaš','vaša','vaše','vašim','vaših')),
 'sl': (W('ti','tebe','tvoj','tvoja','tvoje','tvojo'), W('vi','vas','vam','vaš','vaša','vaše','vašo')),
 'lt': (W('tu','tave','tau','tavo'), W('jūs','jus','jums','jūsų')),
 'lv': (W('tu','tevi','tev','tavs','tava','tavu'), W('jūs','jums','jūsu')),
 'et': (W('sina','sa','sind','sinu','sulle'), W('teie','te','teid','teile')),
 'zh': (re.compile('你'), re.compile('您')),
 'is': (W('þú','þig','þér','þinn','þín','þitt'), W('þér')),
 'gl': (W('ti','teu','túa','te'), W('vostede','vós','seu','súa')),
 'id': (W('kamu','kau','dikau'), WS('Anda')),
 'ms': (W('kamu','awak','engkau'), W('anda')),
 'cy': (W('ti','dy','dy\'r'), W('chi','eich')),
 'bn': (re.compile(r'(?<![\w])(তুমি|তোমার|তোমাকে|তুই)(?![\w])'), re.compile(r'(?<![\w])(আপনি|আপনার|আপনাকে)(?![\w])')),
 'pa': (re.compile(r'(?<![\w])(ਤੂੰ|ਤੇਰ\w*)(?![\w])'), re.compile(r'(?<![\w])(ਤੁਸੀਂ|ਤੁਹਾਡ\w*|ਤੁਹਾਨੂੰ)(?![\w])')),
 'te': (re.compile(r'(?<![\w])(నువ్వు|నీకు|నీ)(?![\w])'), re.compile(r'(?<![\w])(మీరు|మీకు|మీ)(?![\w])')),
 'kn': (re.compile(r'(?<![\w])(ನೀನು|ನಿನ್ನ\w*|ನಿನಗೆ)(?![\w])'), re.compile(r'(?<![\w])(ನೀವು|ನಿಮ್ಮ\w*|ನಿಮಗೆ)(?![\w])')),
 'mr': (re.compile(r'(?<![\w])(तू|तुला|तुझ\w*)(?![\w])'), re.compile(r'(?<![\w])(आपण|आपल्या\w*|आपले|आपली|आपला)(?![\w])')),
 'ne': (re.compile(r'(?<![\w])(तिमी\w*|तँ)(?![\w])'), re.compile(r'(?<![\w])(तपाईं\w*|तपाईँ\w*)')),
 'gu': (re.compile(r'(?<![\w])(તું|તારા|તારી|તારું)(?![\w])'), re.compile(r'(?<![\w])(તમે|તમાર\w*|તમને)(?![\w])')),
 'az': (re.compile(r'(?<![\w])(sən|sənin|səni|sənə)(?![\w])', re.I), re.compile(r'(?<![\w])(siz|sizin|sizi|sizə|\w+(ınız|iniz|unuz|ünüz|nız|niz|nuz|nüz)\w*)(?![\w])', re.I)),
 'kk': (re.compile(r'(?<![\w])(сен|сенің|саған|сені)(?![\w])', re.I), re.compile(r'(?<![\w])(сіз\w*|\w+(ңыз|ңіз)\w*)(?![\w])', re.I)),
 'tt': (re.compile(r'(?<![\w])(син|синең|сиңа|сине)(?![\w])', re.I), re.compile(r'(?<![\w])([сc]ез\w*|\w+(гыз|гез|ыгыз|егез)\w*)(?![\w])', re.I)),
 'de-CH': None,
}
NEG_SRC = re.compile(r"(?<![\w])(not|never|no|without|won't|don't|doesn't|isn't|aren't|can't|cannot|nothing|none|neither|nor|unless|n't)(?![\w])", re.I)
NEG = {
 'de': W('nicht','kein','keine','keinen','keinem','keiner','keines','nie','niemals','ohne','weder','nichts'),
 'fr': W('ne',"n'",'pas','jamais','sans','aucun','aucune','ni','rien'),
 'es': W('no','nunca','sin','ningún','ninguna','ni','nada','jamás'),
 'it': W('non','mai','senza','nessun','nessuna','né','niente','nulla'),
 'pt': W('não','nunca','sem','nenhum','nenhuma','nem','nada','jamais'),
 'ca': W('no','mai','sense','cap','ni','res'),
 'gl': W('non','nunca','sen','ningún'),
 'nl': W('niet','geen','nooit','zonder','noch','niets'),
 'sv': W('inte','ej','aldrig','utan','ingen','inget','inga','icke'),
 'da': W('ikke','aldrig','uden','ingen','intet'),
 'nb': W('ikke','aldri','uten','ingen','intet','ikkje'),
 'nn': W('ikkje','aldri','utan','ingen'),
 'fi': re.compile(r'(?<![\w])(ei|en|et|emme|ette|eivät|älä|ilman|koskaan|mitään|eikä)(?![\w])', re.I),
 'ru': re.compile(r'(?<![\w])(не|нет|никогда|без|ни|ничего)(?![\w])|(?<![\w])не', re.I),
 'uk': re.compile(r'(?<![\w])(не|ні|ніколи|без|нічого)(?![\w])|(?<![\w])не', re.I),
 'be': re.compile(r'(?<![\w])(не|ні|ніколі|без|нічога)(?![\w])', re.I),
 'bg': re.compile(r'(?<![\w])(не|няма|никога|без|нито|нищо)(?![\w])', re.I),
 'pl': W('nie','nigdy','bez','żaden','żadnych','żadne','nic'),
 'cs': re.compile(r'(?<![\w])(ne\w+|nikdy|bez|žádn\w+|nic)(?![\w])', re.I),
 'sk': re.compile(r'(?<![\w])(ne\w+|nikdy|bez|žiadn\w+|nič)(?![\w])', re.I),
 'hu': W('nem','ne','soha','nélkül','semmi','sem','nincs'),
 'ro': W('nu','niciodată','fără','niciun','nicio','nimic'),
 'tr': re.compile(r'(değil|asla|hiç|olmadan|yok|m[ae]z|m[ae]d[ıi]|m[ae]y|siz\b|sız\b)', re.I),
 'el': W('δεν','μην','μη','ποτέ','χωρίς','κανένα','τίποτα'),
 'ja': re.compile('(ない|ません|せず|なし|無し|ず|ぬ|無く|なく)'),
 'zh': re.compile('(不|没|沒|無|无|未|非|别|別|勿)'),
 'ko': re.compile('(않|없|안 |못|말)'),
 'he': re.compile(r'(לא|אין|אף|ללא|בלי|מבלי|אל )'),
 'ar': re.compile('(لا|لن|لم|ليس|بدون|دون|أبدا|أبداً|غير|ما )'),
 'fa': re.compile('(نمی|نه|بدون|هرگز|ن[ا-ی])'),
 'vi': W('không','chưa','chẳng','đừng','bao giờ'),
 'id': W('tidak','tak','tanpa','jangan','bukan','tiada','takkan'),
 'ms': W('tidak','tak','tanpa','jangan','bukan','tiada'),
 'th': re.compile('(ไม่|ห้าม|โดยไม่|ปราศจาก)'),
 'hr': re.compile(r'(?<![\w])(ne\w*|nikad\w*|bez|nijedn\w+)(?![\w])', re.I),
 'sr': re.compile(r'(?<![\w])(ne\w*|nikad\w*|bez|не\w*|никад\w*|без)(?![\w])', re.I),
 'sl': re.compile(r'(?<![\w])(ne\w*|nikoli|brez|nobenega)(?![\w])', re.I),
 'lt': re.compile(r'(?<![\w])(ne\w*|niekada|be)(?![\w])', re.I),
 'lv': re.compile(r'(?<![\w])(ne\w*|nekad|bez)(?![\w])', re.I),
 'et': W('ei','ilma','kunagi','mitte','ära'),
 'is': W('ekki','aldrei','án','engin'),
 'eu': W('ez','inoiz','gabe'),
 'uz': re.compile('(ma|emas|hech|siz)', re.I),
}
APPLE = re.compile(r'(?<![\w])(Face\s?Id|FaceID|Face-ID|FaceId|Faceid|face id|Touch\s?Id|TouchID|Touch-ID|TouchId|touch id|Icloud|ICloud|ICLOUD|I-Cloud|i-Cloud|iCLoud|iCould|Iphone|IPhone|I-Phone|iphone|Ipad|IPad|iPAD|ipad|Apple watch|AppleWatch|Apple-Watch|Home[Kk]it(?<!HomeKit)|Homekit|Healthkit|Health Kit|Airdrop|AirDROP|Carplay|CarPLay|Car Play|Facetime|Face Time|AppStore|Appstore|App store|app store|Imessage|IMessage|iMesssage|Siri Shortcuts|Apple Pay(?= )x|Applepay|ApplePay|I[Oo][Ss](?<!iOS)|IOs|ios|Mac[Oo][Ss](?<!macOS)|MacOS|Macos|macOs|OSX|Os X)(?![\w])')

def lang_guess(t):
    try:
        vs = det.compute_language_confidence_values(t)[:3]
        return [(v.language.iso_code_639_1.name.lower(), round(v.value, 2)) for v in vs]
    except Exception:
        return []

def prelabel(recs):
    bykey = collections.defaultdict(list)
    byloc = collections.defaultdict(dict)
    for r in recs:
        byloc[(r['app'], r['locale'], r['file'].rsplit('.lproj', 1)[0].rsplit('/', 1)[0])][r['key']] = r
    for r in recs:
        t = r['translation'] or ''; s = r['source'] or ''
        b = base(r['locale']); flags = []
        g = lang_guess(t) if len(t) > 12 else []
        r['lg'] = g
        if s and t.strip() == s.strip() and re.search(r'[A-Za-z]{4}', t) and len(t.split()) > 2: flags.append('COPY')
        if g:
            top = g[0][0]
            exp = {'nb': {'nb','no'}, 'nn': {'nn'}, 'zh': {'zh'}, 'sr': {'sr','bs','hr'}, 'hr': {'hr','bs','sr'}, 'bs': {'bs','hr','sr'}, 'ms': {'ms','id'}, 'id': {'id','ms'}, 'tl': {'tl'}}.get(b, {b})
            if top not in exp and g[0][1] >= 0.5: flags.append('LANG?' + top)
        # address
        a = ADDR.get(b)
        T = V = False
        if a:
            T = bool(a[0].search(t)); V = bool(a[1].search(t))
        r['addr_auto'] = 'mixed' if T and V else 'T' if T else 'V' if V else 'none'
        # negation
        if s and NEG_SRC.search(s):
            n = NEG.get(b)
            if n and not n.search(t): flags.append('NEG-LOST?')
        elif s and NEG.get(b) and NEG[b].search(t) and b not in ('tr','ja','fa','uz','ko','zh','cs','sk','hr','sr','sl','lt','lv'):
            flags.append('NEG-ADDED?')
        m = APPLE.findall(t); ms = APPLE.findall(s)
        if m: flags.append('APPLE:' + ','.join(m))
        if ms: flags.append('APPLE-SRC:' + ','.join(ms))
        for w in ('beacon', 'iBeacon'):
            if w.lower() in t.lower() and w.lower() not in s.lower(): flags.append('BEACON')
        # identical to another key's translation in same locale/table
        same = byloc[(r['app'], r['locale'], r['file'].rsplit('.lproj', 1)[0].rsplit('/', 1)[0])]
        for k2, r2 in same.items():
            if k2 != r['key'] and r2['translation'] == t and (r2['source'] or '') != s and len(t) > 10 and '$(' not in (r2['source'] or '') + s and not (k2.startswith('CFBundle') and r['key'].startswith('CFBundle')):
                flags.append('SAME-AS:' + k2)
        r['flags'] = flags
        bykey[(r['app'], r['file'].rsplit('.lproj', 1)[0], r['key'])].append(r)
    # length ratio anomalies
    for k, rs in bykey.items():
        rat = [len(r['translation'] or '') / max(1, len(r['source'] or '')) for r in rs if r['source']]
        if len(rat) >= 4:
            med = statistics.median(rat)
            for r in rs:
                if not r['source']: continue
                x = len(r['translation'] or '') / max(1, len(r['source']))
                if base(r['locale']) not in ('zh','ja','ko') and med > 0 and (x > 1.8 * med or x < 0.5 * med) and len(r['source']) > 20:
                    r['flags'].append('LEN%.1f' % (x / med))
    return recs

if __name__ == '__main__':
    for f in sys.argv[1:]:
        recs = [json.loads(l) for l in open(f)]
        recs = prelabel(recs)
        out = f.replace('.raw.jsonl', '.pre.jsonl')
        with open(out, 'w') as o:
            for r in recs: o.write(json.dumps(r, ensure_ascii=False) + '\n')
        # dump
        dump = f.replace('.raw.jsonl', '.dump.txt')
        with open(dump, 'w') as o:
            grp = collections.defaultdict(list)
            for r in recs: grp[(r['file'].rsplit('.lproj', 1)[0].rsplit('/', 1)[0] if '.lproj' in r['file'] else r['file'], r['key'])].append(r)
            for (tab, key), rs in grp.items():
                srcs = collections.Counter(r['source'] for r in rs)
                o.write(f'\n### {tab} :: {key}\n')
                for s, c in srcs.items(): o.write(f'SRC[{c}] ({rs[0].get("srcHow")}): {s}\n')
                for r in sorted(rs, key=lambda r: r['locale']):
                    fl = ' '.join(r['flags'])
                    o.write(f"  {r['locale']:7} [{r['addr_auto']}] {('{'+fl+'}') if fl else ''} {r['translation']}\n")
