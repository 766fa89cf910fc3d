/// Which targets of a `Podfile` CocoaPods installs nothing into: a `target 'Name' do … end`
/// block that adds no pod, inside no block and beside no top-level line that adds one. React
/// Native's old template has such a tvOS target (Helsingborg's guide): it links none of the
/// app's native modules, so none of them asks for anything there.
///
/// A Podfile is Ruby, and this reads only its shape: a line it does not know that could call a
/// method (`shared_pods`, whose `def` adds pods) counts as adding pods, so a target is podless
/// only where nothing could add one.
enum PodfileTargets {
  /// The names of the targets whose blocks, and the blocks and file around them, add no pod.
  static func podless(_ text: String) -> Set<String> {
    var frames: [Frame] = []
    var adding: Set<String> = []
    // Each target's enclosing target blocks, whose pods it inherits.
    var ancestors: [String: [String]] = [:]
    for raw in text.split(whereSeparator: \.isNewline) {
      // Each line looks through the open blocks: a hostile nesting would make that quadratic.
      guard frames.count <= maximumDepth else { return [] }
      let line = Substring(String(raw).trimmingWhitespace)
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      if isEnd(line) {
        if !frames.isEmpty { frames.removeLast() }
        continue
      }
      // A method's body runs where it is called, and that call is a line that adds pods; a
      // hook (`post_install do |installer|`) changes what is installed, and adds nothing.
      if frames.contains(where: { $0.kind == .method || $0.kind == .hook }) {
        if opensBlock(line) || line.hasPrefix("def ") { frames.append(Frame(kind: .other)) }
        continue
      }
      if let (kind, name) = targetBlock(line) {
        let enclosing = frames.compactMap(\.name)
        if kind == .target { ancestors[name, default: []] += enclosing }
        frames.append(Frame(kind: kind, name: name))
      } else if line.hasPrefix("def ") {
        frames.append(Frame(kind: .method))
      } else if hooks.contains(where: line.hasPrefix) {
        frames.append(Frame(kind: .hook))
      } else {
        if addsPods(line) {
          // Outside every target block, a pod goes into every target.
          guard let owner = frames.last(where: { $0.name != nil })?.name else { return [] }
          adding.insert(owner)
        }
        if opensBlock(line) { frames.append(Frame(kind: .other)) }
      }
    }
    return Set(
      ancestors.filter { name, enclosing in
        !adding.contains(name) && adding.isDisjoint(with: enclosing)
      }.keys)
  }

  /// The names of every target the Podfile integrates, or nil where one may be named otherwise
  /// than as a literal quoted block (a variable, an interpolation `"#{name}"`, a symbol, a loop)
  /// or none is named: CocoaPods installs pods into the targets a Podfile names alone, so a
  /// project's other targets (celo's tvOS target, left from React Native's template with no
  /// block at all) link none of its pods.
  static func named(_ text: String) -> Set<String>? {
    var names: Set<String> = []
    for raw in text.split(whereSeparator: \.isNewline) {
      let line = Substring(String(raw).trimmingWhitespace)
      guard line.hasPrefix("target ") || line.hasPrefix("target(") else { continue }
      guard let (kind, name) = targetBlock(line), kind == .target, !name.contains("#{") else {
        return nil
      }
      names.insert(name)
    }
    return names.isEmpty ? nil : names
  }

  /// The permission groups a Podfile switches on for Flutter's `permission_handler`
  /// (`'PERMISSION_CAMERA=1'` gives `CAMERA`, several to a line or one each), which compiles in
  /// no other (its setup guide: since version 8 every group is off unless the Podfile turns it
  /// on). Nil where nothing turns one on: an older plugin had every group on unless turned off.
  static func permissionHandlerGroups(_ text: String) -> Set<String>? {
    var groups: Set<String> = []
    for raw in text.split(whereSeparator: \.isNewline) {
      // What follows a `#` is a comment (no switch is written with one).
      var rest = Substring(raw.prefix { $0 != "#" })
      while let start = rest.range(of: "PERMISSION_") {
        rest = rest[start.upperBound...]
        let name = rest.prefix { $0.isASCII && ($0.isUppercase || $0.isNumber || $0 == "_") }
        rest = rest.dropFirst(name.count)
        let value = rest.drop(while: { $0 == " " })
        guard !name.isEmpty, value.hasPrefix("=") else { continue }
        if value.dropFirst().drop(while: { $0 == " " }).hasPrefix("1") {
          groups.insert(String(name))
        }
      }
    }
    return groups.isEmpty ? nil : groups
  }

  /// Blocks open at once past which a Podfile is not read (real ones nest three or four).
  static let maximumDepth = 32

  struct Frame {
    enum Kind { case target, abstract, method, hook, other }
    var kind: Kind
    var name: String?
  }

  /// `target 'Name' do`, `abstract_target "Name" do`: the block's kind and name.
  static func targetBlock(_ line: Substring) -> (Frame.Kind, String)? {
    for (word, kind) in [("target ", Frame.Kind.target), ("abstract_target ", .abstract)]
    where line.hasPrefix(word) {
      let rest = line.dropFirst(word.count).drop { $0 == " " }
      guard let quote = rest.first, quote == "'" || quote == "\"",
        let close = rest.dropFirst().firstIndex(of: quote),
        String(rest[rest.index(after: close)...]).trimmingWhitespace.hasPrefix("do")
      else { return nil }
      return (kind, String(rest[rest.index(after: rest.startIndex)..<close]))
    }
    return nil
  }

  /// Whether a line ends a block: Ruby's `end`, alone or with a trailing comment.
  static func isEnd(_ line: Substring) -> Bool {
    line == "end" || line.hasPrefix("end ") || line.hasPrefix("end#")
  }

  /// Whether a line opens a block closed by `end`: `… do`, `… do |installer|`, or a
  /// statement `if`, `unless`, `case`, `begin`, `while`, `until` (not a trailing modifier).
  static func opensBlock(_ line: Substring) -> Bool {
    let words = line.split(separator: " ")
    if words.last == "do" || words.contains(where: { $0 == "do" }) && line.hasSuffix("|") {
      return true
    }
    return ["if", "unless", "case", "begin", "while", "until"].contains(words.first ?? "")
  }

  /// Whether a line may add pods: a `pod`, a helper of React Native, Expo or Flutter that
  /// adds the app's modules, or a call of a method this reading does not know.
  static func addsPods(_ line: Substring) -> Bool {
    if line.hasPrefix("pod ") || line.hasPrefix("pod(") { return true }
    if podHelpers.contains(where: line.contains) { return true }
    let name = line.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "!" || $0 == "?" }
    guard !name.isEmpty, name.first?.isLowercase == true else { return false }
    let rest = line.dropFirst(name.count).drop { $0 == " " }
    // An assignment (`flutter_root = …`) or a method of a value (`installer.pods_project`).
    if rest.hasPrefix("=") && !rest.hasPrefix("==") || rest.hasPrefix(".") { return false }
    return !harmless.contains(String(name))
  }

  /// The blocks CocoaPods runs around the installation.
  static let hooks = ["post_install", "pre_install", "post_integrate", "pre_integrate"]

  /// Calls that add the modules of a cross-platform app as pods.
  static let podHelpers = [
    "use_native_modules!", "use_react_native!", "use_expo_modules!", "use_unimodules!",
    "flutter_install_all_ios_pods", "install_all_flutter_pods",
  ]

  /// Podfile directives and Ruby words that add no pod.
  static let harmless: Set<String> = [
    "platform", "inherit!", "use_frameworks!", "use_modular_headers!", "inhibit_all_warnings!",
    "project", "workspace", "xcodeproj", "source", "install!", "require", "require_relative",
    "node_require", "load", "plugin", "supports_swift_versions", "ensure_bundler!", "puts",
    "print", "if", "unless", "case", "begin", "while", "until", "else", "elsif", "when", "rescue",
    "ensure", "return", "raise", "prepare_react_native_project!", "flutter_ios_podfile_setup",
    "setup_permissions", "linkage",
  ]
}
