/// `report --html`: one self-contained page (no network, no outside file) with the matrix of keys
/// by locales and, for every purpose string, its permission alert as the length model lays it out.
public enum HTMLReport {
  public static func render(_ previews: [AlertPreview], version: String) -> String {
    let locales = orderedLocales(previews)
    var page = head(previews, version: version)
    page += filters(previews, locales: locales)
    page += matrix(previews, locales: locales)
    page += "<main id=\"alerts\">\n"
    for (index, preview) in previews.enumerated() { page += card(preview, index: index) }
    page += "</main>\n<script>\n\(script)</script>\n</body>\n</html>\n"
    return page
  }

  /// Text of the checked files as an element's content: escaped, and isolated (`<bdi>`), so
  /// that a bidi override in it reorders nothing of the tool's own words around it.
  static func isolated(_ text: String) -> String { "<bdi>" + escape(text) + "</bdi>" }

  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// Severity as a word, a symbol and a class: colour is never the only sign.
  static func mark(_ severity: Severity?) -> (word: String, symbol: String) {
    switch severity {
    case .error: ("error", "✖")
    case .warning: ("warning", "▲")
    case .note: ("note", "●")
    case nil: ("clean", "✓")
    }
  }

  /// The source language first, then the others alphabetically.
  static func orderedLocales(_ previews: [AlertPreview]) -> [String] {
    let sources = Set(previews.filter(\.isSource).map(\.locale))
    let all = Set(previews.map(\.locale))
    return sources.sorted() + all.subtracting(sources).sorted()
  }

  static func anchor(_ index: Int) -> String { "alert-\(index)" }

  static func head(_ previews: [AlertPreview], version: String) -> String {
    let counts = [Severity.error, .warning, .note].map { severity in
      previews.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == severity }.count }
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Purpose strings — usage-strings</title>
      <style>
      \(style)</style>
      </head>
      <body>
      <header><h1>Purpose strings</h1>
      <p>\(previews.count) alerts · findings on them: \(counts[0]) errors, \(counts[1]) warnings, \(counts[2]) notes · usage-strings \(escape(version))</p>
      <p class="legend"><span class="error">✖ error</span> <span class="warning">▲ warning</span> <span class="note">● note</span> <span class="clean">✓ clean</span> <span class="missing">– not translated</span></p>
      </header>

      """
  }

  static func filters(_ previews: [AlertPreview], locales: [String]) -> String {
    let options = locales.map { "<option value=\"\(escape($0))\">\(escape($0))</option>" }.joined()
    return """
      <nav id="filters" aria-label="Filters">
      <label>Locale <select id="filter-locale"><option value="">all</option>\(options)</select></label>
      <label>Key <input id="filter-key" type="search" placeholder="NSCamera…"></label>
      <label>Severity <select id="filter-severity"><option value="">all</option><option value="error">errors</option><option value="warning">warnings and worse</option><option value="note">any finding</option></select></label>
      <span id="shown"></span>
      </nav>

      """
  }

  static func matrix(_ previews: [AlertPreview], locales: [String]) -> String {
    var rows: [String: [String: (Int, AlertPreview)]] = [:]
    var keys: [String] = []
    for (index, preview) in previews.enumerated() {
      let row = preview.target + " · " + preview.key
      if rows[row] == nil { keys.append(row) }
      rows[row, default: [:]][preview.locale] = (index, preview)
    }
    var table =
      "<section id=\"matrix\"><h2>Keys × locales</h2><table><thead><tr><th scope=\"col\">Key</th>"
    table +=
      locales.map { "<th scope=\"col\" data-locale=\"\(escape($0))\">\(isolated($0))</th>" }
      .joined()
      + "</tr></thead><tbody>\n"
    for row in keys {
      let cells = rows[row]!
      let key = cells.values.first!.1.key
      table += "<tr data-key=\"\(escape(key))\"><th scope=\"row\">\(isolated(row))</th>"
      for locale in locales {
        guard let (index, preview) = cells[locale] else {
          table +=
            "<td class=\"missing\" data-locale=\"\(escape(locale))\" title=\"not translated\">–</td>"
          continue
        }
        let (word, symbol) = mark(preview.worst)
        table +=
          "<td class=\"\(word)\" data-locale=\"\(escape(locale))\"><a href=\"#\(anchor(index))\" title=\"\(word)\">\(symbol)</a></td>"
      }
      table += "</tr>\n"
    }
    return table + "</tbody></table></section>\n"
  }

  /// The title, English as iOS writes it, isolated from the card's direction (`dir="auto"`
  /// finds its first strong letter), and the app's name isolated within it (`<bdi>`): in a
  /// right-to-left card neither reorders the other.
  static func title(_ title: String) -> String {
    let escaped = escape(title)
    guard let open = escaped.firstIndex(of: "\u{201C}"),
      let close = escaped[open...].firstIndex(of: "\u{201D}")
    else { return withoutBidiControls(escaped) }
    let name = escaped[open...close]
    return withoutBidiControls(escaped[..<open]) + "<bdi>" + name + "</bdi>"
      + withoutBidiControls(escaped[escaped.index(after: close)...])
  }

  /// The title's words around the app's name are iOS's and a service's name, which a key of the
  /// checkout may give (an unknown key's): a direction override there would turn the words
  /// around it (docs/SECURITY.md, "Output").
  static func withoutBidiControls(_ text: some StringProtocol) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.isBidiControl }))
  }

  /// The alert's buttons; three stack, as iOS stacks them.
  static func buttons(_ names: [String]) -> String {
    let stacked = names.count > 2 ? " stacked" : ""
    return "<div class=\"alert-buttons\(stacked)\" dir=\"auto\">"
      + names.map { "<span>\(isolated($0))</span>" }.joined() + "</div>"
  }

  static func card(_ preview: AlertPreview, index: Int) -> String {
    let (word, symbol) = mark(preview.worst)
    let direction = preview.isRightToLeft ? "rtl" : "ltr"
    var lines = ""
    for line in preview.lines {
      var classes = ["line"]
      if line.isHeadline { classes.append("headline") }
      if line.isPastBudget { classes.append("past") }
      lines +=
        "<div class=\"\(classes.joined(separator: " "))\" data-start=\"\(line.range.lowerBound)\" data-end=\"\(line.range.upperBound)\">\(escape(line.text))</div>"
    }
    var findings = ""
    for diagnostic in preview.diagnostics {
      let (severity, sign) = mark(diagnostic.severity)
      let place =
        diagnostic.location.map {
          " <span class=\"place\">\(isolated($0.file)):\($0.start.line):\($0.start.column)</span>"
        } ?? ""
      findings +=
        "<li class=\"\(severity)\"><span class=\"sign\">\(sign)</span> <b>\(severity)</b> \(isolated(diagnostic.message)) <code>[\(escape(diagnostic.ruleID))]</code>\(place)</li>"
    }
    if findings.isEmpty {
      findings = "<li class=\"clean\"><span class=\"sign\">✓</span> no findings</li>"
    }
    let source =
      preview.sourceText.map { "<p class=\"source\"><span>Source</span> \(isolated($0))</p>" }
      ?? "<p class=\"source\"><span>Source language</span></p>"
    return """
      <section class="card \(word)" id="\(anchor(index))" data-target="\(escape(preview.target))" data-key="\(escape(preview.key))" data-locale="\(escape(preview.locale))" data-severity="\(word)">
      <h3><span class="sign">\(symbol)</span> \(isolated(preview.key)) · \(isolated(preview.locale))\(Pseudolocale.isPseudo(preview.locale) ? " (pseudo-locale)" : "") <small>\(isolated(preview.target)) · \(isolated(preview.file)):\(preview.line)</small></h3>
      <div class="row">
      <figure class="alert" dir="\(direction)" lang="\(escape(preview.locale.replacingOccurrences(of: "_", with: "-")))" style="--columns: \(preview.columns)">
      <div class="alert-title" dir="auto"\(preview.isTitleVerified ? "" : " title=\"iOS's title for this service is not verified: shown in the words most alerts use\"")>\(title(preview.title))</div>
      <div class="alert-message" data-columns="\(preview.columns)" data-max-lines="\(preview.maxLines)" data-headline-lines="\(preview.headlineLines)">\(lines)</div>
      \(buttons(preview.buttons))
      </figure>
      <div class="about">
      \(source)
      <p class="budget">\(preview.lines.count) of \(preview.maxLines) lines of \(preview.columns) columns; headline budget \(preview.headlineLines) lines</p>
      <ul class="findings">\(findings)</ul>
      </div>
      </div>
      </section>

      """
  }

  static let style = """
    :root { color-scheme: light; --error: #b3261e; --warning: #8a5a00; --note: #1f5fa8; --clean: #2e7d32; font-family: -apple-system, "Segoe UI", "Noto Sans", sans-serif; }
    body { margin: 0 auto; max-width: 1200px; padding: 1rem; background: #f4f4f6; color: #1c1c1e; }
    h1 { margin: 0 0 .25rem; } h2 { font-size: 1.1rem; } h3 { font-size: 1rem; margin: 0 0 .5rem; } h3 small { color: #666; font-weight: normal; }
    .legend span, td, .sign { font-weight: 600; }
    .error { color: var(--error); } .warning { color: var(--warning); } .note { color: var(--note); } .clean { color: var(--clean); } .missing { color: #888; }
    nav { position: sticky; top: 0; background: #f4f4f6; padding: .5rem 0; display: flex; gap: 1rem; flex-wrap: wrap; align-items: center; border-bottom: 1px solid #ddd; z-index: 1; }
    table { border-collapse: collapse; background: white; font-size: .85rem; }
    th, td { border: 1px solid #ddd; padding: .2rem .45rem; text-align: center; } tbody th { text-align: left; font-weight: normal; }
    td a { color: inherit; text-decoration: none; display: block; }
    #matrix { overflow-x: auto; margin-bottom: 1.5rem; }
    .card { background: white; border-radius: 10px; padding: .75rem 1rem; margin: 0 0 1rem; border-left: 6px solid #ccc; }
    .card.error { border-left-color: var(--error); } .card.warning { border-left-color: var(--warning); } .card.note { border-left-color: var(--note); } .card.clean { border-left-color: var(--clean); }
    .card h3, .card .about { color: #1c1c1e; }
    .row { display: flex; gap: 1.5rem; align-items: flex-start; flex-wrap: wrap; }
    /* The alert at its real proportions: 270 points wide, 13-point message text. */
    /* 270 points, or wider when a line of the model needs it: the lines are never rewrapped. */
    .alert { min-width: 270px; width: min-content; margin: 0; background: rgba(242, 242, 247, .97); border-radius: 14px; box-shadow: 0 2px 12px rgba(0,0,0,.25); color: #000; text-align: center; overflow: hidden; }
    .alert-title { font-weight: 600; font-size: 17px; line-height: 22px; padding: 19px 16px 2px; }
    .alert-message { font-size: 13px; line-height: 16px; padding: 2px 16px 19px; }
    .alert-message .line { white-space: pre; min-height: 16px; }
    .alert-message .headline { font-weight: 600; }
    .alert-message .past { background: repeating-linear-gradient(45deg, #fde2e1, #fde2e1 4px, #fff 4px, #fff 8px); color: var(--error); text-decoration: underline wavy var(--error); }
    .alert-buttons { display: flex; border-top: 1px solid #c6c6c8; } .alert-buttons span { flex: 1; padding: 11px 0; color: #007aff; font-size: 17px; }
    .alert-buttons span + span { border-left: 1px solid #c6c6c8; font-weight: 600; }
    .alert-buttons.stacked { flex-direction: column; } .alert-buttons.stacked span + span { border-left: 0; border-top: 1px solid #c6c6c8; font-weight: 400; }
    .about { flex: 1; min-width: 280px; font-size: .9rem; } .source span { font-weight: 600; margin-right: .4rem; } .budget { color: #555; }
    .findings { padding-left: 1.1rem; } .findings li { margin-bottom: .3rem; } .place { color: #555; font-size: .8rem; }
    [hidden] { display: none !important; }

    """

  /// Filters, without a server: they hide cards and matrix rows and columns.
  static let script = """
    (function () {
      var rank = { clean: 0, note: 1, warning: 2, error: 3 };
      var locale = document.getElementById('filter-locale');
      var key = document.getElementById('filter-key');
      var severity = document.getElementById('filter-severity');
      function apply() {
        var wantLocale = locale.value, wantKey = key.value.trim().toLowerCase(), least = rank[severity.value] || 0;
        var shown = 0;
        document.querySelectorAll('.card').forEach(function (card) {
          var ok = (!wantLocale || card.dataset.locale === wantLocale) &&
            (!wantKey || card.dataset.key.toLowerCase().indexOf(wantKey) >= 0) &&
            rank[card.dataset.severity] >= least;
          card.hidden = !ok;
          if (ok) shown += 1;
        });
        document.querySelectorAll('#matrix tbody tr').forEach(function (row) {
          row.hidden = !!wantKey && row.dataset.key.toLowerCase().indexOf(wantKey) < 0;
        });
        document.querySelectorAll('#matrix [data-locale]').forEach(function (cell) {
          cell.hidden = !!wantLocale && cell.dataset.locale !== wantLocale;
        });
        document.getElementById('shown').textContent = shown + ' shown';
      }
      [locale, key, severity].forEach(function (control) { control.addEventListener('input', apply); });
      apply();
      document.body.dataset.ready = 'true';
    })();

    """
}
