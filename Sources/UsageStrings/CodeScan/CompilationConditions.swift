/// What a target's `#if` conditions are, as far as its settings say: the compilation conditions
/// it sets (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `-D` in `OTHER_SWIFT_FLAGS`) and its platform;
/// for C and Objective-C, the macros of `GCC_PREPROCESSOR_DEFINITIONS`. A condition it cannot
/// decide (`canImport`, a setting it does not know) is unknown, and code under it is kept, as
/// the code of both branches.
struct CompilationConditions: Sendable, Hashable {
  /// The conditions set; nil when the target's settings are unknown.
  var defined: Set<String>?
  /// `ios`, `macos`…; empty when unknown.
  var platform: String
  /// The preprocessor macros the target defines, with their values (`1` when none is given).
  var macros: [String: String]? = nil
  /// Whether the conditions are read as C's: a macro the target does not define may come from a
  /// header (`TARGET_OS_IOS`), so only the ones it defines are known.
  var isC = false
  /// Flags that may or may not be set: a package's defines, which may hold for one of its
  /// targets or platforms only.
  var undecided: Set<String> = []
  /// The one platform the target's `SDKROOT` builds it for (`libraryPlatform`), which decides
  /// the platform macros of `TargetConditionals.h` in C; empty when unknown.
  var sdkPlatform = ""

  static let unknown = CompilationConditions(defined: nil, platform: "")

  /// The same conditions, read as C's preprocessor reads them.
  var forC: CompilationConditions {
    var conditions = self
    conditions.isC = true
    return conditions
  }

  /// The macros of a `GCC_PREPROCESSOR_DEFINITIONS` value (`DEBUG=1 $(inherited) "NAME=a b"`).
  static func macros(_ value: String) -> [String: String] {
    var macros: [String: String] = [:]
    for word in value.split(whereSeparator: \.isWhitespace) {
      let definition = word.filter { $0 != "\"" && $0 != "'" }
      guard !definition.isEmpty, !definition.hasPrefix("$") else { continue }
      let parts = definition.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      macros[String(parts[0])] = parts.count > 1 ? String(parts[1]) : "1"
    }
    return macros
  }

  /// The conditions of a target's release build.
  static func of(_ target: Target) -> CompilationConditions {
    guard let values = target.buildSettings?.values else {
      // Without settings only a Mac app's keys tell the platform (iOS is a default, not known).
      let platform = Deployment.of(target).platform
      return platform == "macos"
        ? CompilationConditions(defined: nil, platform: platform) : .unknown
    }
    var defined: Set<String> = []
    let conditions = values["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] ?? ""
    defined.formUnion(conditions.split(whereSeparator: \.isWhitespace).map(String.init))
    let flags = (values["OTHER_SWIFT_FLAGS"] ?? "").split(whereSeparator: \.isWhitespace)
    for (index, flag) in flags.enumerated() where flag.hasPrefix("-D") {
      let name =
        flag == "-D" ? (index + 1 < flags.count ? flags[index + 1] : "") : flag.dropFirst(2)
      if !name.isEmpty { defined.insert(String(name)) }
    }
    defined.remove("$(inherited)")
    return CompilationConditions(
      defined: defined, platform: Deployment.of(target).platform,
      macros: macros(values["GCC_PREPROCESSOR_DEFINITIONS"] ?? ""),
      sdkPlatform: libraryPlatform(of: target))
  }

  /// The platform a library embedded in `target` is compiled for: the target's, where its
  /// `SDKROOT` names one and it supports no other (`auto`, or a Mac among the platforms of an
  /// iOS target, builds the library for each); else empty, unknown.
  static func libraryPlatform(of target: Target) -> String {
    let values = target.buildSettings?.values ?? [:]
    guard let sdk = values["SDKROOT"].flatMap(platform(ofSDK:)) else { return "" }
    let supported = (values["SUPPORTED_PLATFORMS"] ?? "").split(whereSeparator: \.isWhitespace)
    return supported.allSatisfy { platform(ofSDK: String($0)) == sdk } ? sdk : ""
  }

  /// The platform of an SDK's name (`iphoneos`, `iphonesimulator17.0`, `macosx`…).
  private static func platform(ofSDK sdk: String) -> String? {
    let names = [
      ("iphone", "ios"), ("macosx", "macos"), ("appletv", "tvos"), ("watch", "watchos"),
      ("xr", "visionos"),
    ]
    let lower = sdk.lowercased()
    return names.first { lower.hasPrefix($0.0) }?.1
  }

  /// The conditions of a local Swift package's code: only what its manifest defines can be set
  /// (`.define("NAME")`, `-DNAME` among its flags), each maybe; any other flag is unset, whatever
  /// the app's targets define (Provenance's `#if LocationManager`, defined nowhere).
  static func ofPackage(manifest: String) -> CompilationConditions {
    var undecided: Set<String> = []
    var rest = manifest[...]
    while let call = rest.range(of: ".define(") {
      rest = rest[call.upperBound...]
      let argument = rest.drop { $0 == " " }
      let name = argument.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      // A define the manifest computes (`.define($0)`) could be any flag.
      guard argument.first == "\"", !name.isEmpty else { return .unknown }
      undecided.insert(String(name))
    }
    for flag in manifest.split(whereSeparator: { $0 == "\"" || $0.isWhitespace })
    where flag.hasPrefix("-D") {
      // `"-D", "NAME"`: the name is a flag of its own.
      guard flag.count > 2 else { return .unknown }
      undecided.insert(String(flag.dropFirst(2)))
    }
    // SwiftPM sets SWIFT_PACKAGE for every package it builds.
    return CompilationConditions(defined: ["SWIFT_PACKAGE"], platform: "", undecided: undecided)
  }

  /// The value of a platform macro of `TargetConditionals.h` when the platform is known: VLC's
  /// `#if !TARGET_OS_WATCH` leaves its photo-library code out of its watch app. Only those
  /// that every SDK of the platform sets alike (Mac Catalyst builds with iOS's SDK).
  static func platformMacro(_ word: String, _ platform: String) -> Bool? {
    guard !platform.isEmpty else { return nil }
    switch word {
    case "TARGET_OS_WATCH": return platform == "watchos"
    case "TARGET_OS_TV": return platform == "tvos"
    case "TARGET_OS_OSX": return platform == "macos"
    case "TARGET_OS_IPHONE": return platform != "macos"
    case "TARGET_OS_MAC": return true
    default: return nil
    }
  }

  /// Whether a `#if` condition holds: nil when it cannot be told.
  func evaluate(_ condition: String) -> Bool? {
    var parser = Parser(tokens: Self.tokens(condition), conditions: self)
    guard let value = parser.disjunction(), parser.index == parser.tokens.count else { return nil }
    return value
  }

  /// A condition's words and operators: identifiers (with a call's arguments), `!`, `&&`,
  /// `||`, `(` and `)`.
  static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    var depth = 0
    func flush() {
      if !current.isEmpty { tokens.append(current) }
      current = ""
    }
    for character in text {
      if depth > 0 {
        current.append(character)
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
        continue
      }
      switch character {
      case "(" where !current.isEmpty:
        current.append(character)
        depth = 1
      case "(", ")", "!":
        flush()
        tokens.append(String(character))
      case "&", "|":
        if current == String(character) {
          tokens.append(current + String(character))
          current = ""
        } else {
          flush()
          current = String(character)
        }
      case " ", "\t", "\r":
        flush()
      default:
        current.append(character)
      }
    }
    flush()
    return tokens
  }

  /// A recursive-descent reading of a condition, in three values (true, false, unknown).
  struct Parser {
    let tokens: [String]
    let conditions: CompilationConditions
    var index = 0
    var failed = false

    mutating func disjunction() -> Bool?? {
      guard var value = conjunction() else { return nil }
      while index < tokens.count, tokens[index] == "||" {
        index += 1
        guard let next = conjunction() else { return nil }
        value =
          value == true || next == true ? true : (value == false && next == false ? false : nil)
      }
      return value
    }

    mutating func conjunction() -> Bool?? {
      guard var value = unary() else { return nil }
      while index < tokens.count, tokens[index] == "&&" {
        index += 1
        guard let next = unary() else { return nil }
        value =
          value == false || next == false ? false : (value == true && next == true ? true : nil)
      }
      return value
    }

    mutating func unary() -> Bool?? {
      guard index < tokens.count else { return nil }
      if tokens[index] == "!" {
        index += 1
        guard let value = unary() else { return nil }
        return .some(value.map { !$0 })
      }
      if tokens[index] == "(" {
        index += 1
        guard let value = disjunction(), index < tokens.count, tokens[index] == ")" else {
          return nil
        }
        index += 1
        return value
      }
      let word = tokens[index]
      index += 1
      return .some(conditions.atom(word))
    }
  }

  /// One identifier or call of a condition.
  func atom(_ word: String) -> Bool? {
    switch word {
    case "true", "1": return true
    case "false", "0": return false
    // A debug build has it, a release build not: both are built.
    case "DEBUG": return nil
    default: break
    }
    if let open = word.firstIndex(of: "("), word.hasSuffix(")") {
      let name = word[..<open]
      let argument = String(
        word[word.index(after: open)..<word.index(before: word.endIndex)].filter {
          !$0.isWhitespace
        })
      // C's `defined(NAME)`: known only for a macro the target defines.
      if name == "defined", isC {
        return macros?[argument] != nil ? true : nil
      }
      guard name == "os", !platform.isEmpty, !isC else { return nil }
      let platforms = [
        "iOS": "ios", "macOS": "macos", "OSX": "macos", "tvOS": "tvos", "watchOS": "watchos",
        "visionOS": "visionos",
      ]
      return platforms[argument].map { $0 == platform }
    }
    guard word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    if isC { return macros?[word].map { $0 != "0" } ?? Self.platformMacro(word, sdkPlatform) }
    guard let defined, !undecided.contains(word) else { return nil }
    return defined.contains(word)
  }
}
