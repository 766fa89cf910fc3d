/// What the code around a call shows of whether it asks at all: a check that access was
/// granted before it, or scripts that address no other app.
enum CodeGuards {
  /// Whether a check that access was already granted guards the call at `offset` of code
  /// with comments and strings blanked: a line before it, within `window` lines, that reads
  /// `authorizationStatus` and `== .authorized` and opens an `if` or a `guard` whose scope the
  /// call is inside (azooKey's keyboard reads contacts only `if … authorizationStatus(for:
  /// .contacts) == .authorized {`).
  static func isGuardedByAuthorization(_ code: [UInt8], at offset: Int, window: Int = 40)
    -> Bool
  {
    var lineStart = offset
    for _ in 0..<window {
      guard lineStart > 0 else { return false }
      let lineEnd = lineStart - 1
      lineStart = (code[..<lineEnd].lastIndex(of: 0x0A) ?? -1) + 1
      // `== .authorized`, not `!=`, nor beside another state (`|| … == .notDetermined`): a
      // request under either asks.
      let line = code[lineStart..<lineEnd].filter { $0 != 0x20 && $0 != 0x09 }
      guard ASCIISearch.contains("authorizationstatus", in: line),
        ASCIISearch.contains("==.authorized", in: line), !ASCIISearch.contains("||", in: line)
      else { continue }
      return encloses(code, from: lineStart, to: offset)
    }
    return false
  }

  /// Whether the `if` or `guard` statement that starts at `start` holds `offset` in its scope:
  /// an `if`'s block stays open up to it, a `guard`'s enclosing block does.
  static func encloses(_ code: [UInt8], from start: Int, to offset: Int) -> Bool {
    let statement = code[start..<offset].drop { $0 == 0x20 || $0 == 0x09 }
    let isGuard = statement.starts(with: "guard ".utf8)
    guard isGuard || statement.starts(with: "if ".utf8) else { return false }
    var depth = 0
    var opened = false
    for byte in code[start..<offset] {
      if byte == UInt8(ascii: "{") {
        depth += 1
        opened = true
      } else if byte == UInt8(ascii: "}") {
        depth -= 1
        // An `if`'s block closed before the call, or a `guard`'s scope ended.
        if isGuard ? depth < 0 : (opened && depth <= 0) { return false }
      }
    }
    return isGuard || depth > 0
  }

  /// Whether the scripts of a code file only run shell commands: it holds `do shell script`
  /// and names no application to tell, nor a script file to load (AirBattery installs its
  /// command-line tool `with administrator privileges`; the command runs in the app's own
  /// process, and no Apple event goes to another app).
  static func runsOnlyShellScripts(_ bytes: [UInt8]) -> Bool {
    ASCIISearch.contains("do shell script", in: bytes)
      && !["tell ", "application", "contentsof", "system events", "osascript"].contains {
        ASCIISearch.contains($0, in: bytes)
      }
  }

  /// The prefix every type and function of a framework's API starts with, for the frameworks
  /// whose import shows that code may ask for a key.
  static let apiPrefixes: [String: String] = [
    "Photos": "PH", "AssetsLibrary": "AL", "CoreLocation": "CL", "Contacts": "CN",
    "EventKit": "EK", "CoreMotion": "CM", "CoreBluetooth": "CB", "HealthKit": "HK",
    "HomeKit": "HM", "Speech": "SF", "LocalAuthentication": "LA",
  ]

  /// Whether code (comments and strings blanked) that imports `module` names anything of its
  /// API: an import left behind names nothing (iMast's `import Photos` beside a system picker).
  /// Swift makes every file that names a framework's type import it, so code that uses the
  /// framework has a file that does both. A framework without a prefix here counts by its import.
  static func namesAnAPI(of module: String, in code: [UInt8]) -> Bool {
    guard let prefix = apiPrefixes[module] else { return true }
    let needle = Array(prefix.utf8)
    var from = 0
    while let found = ASCIISearch.offset(of: needle, in: code, from: from) {
      let next = found + needle.count
      let startsAWord = found == 0 || !CodeScanner.isIdentifierByte(code[found - 1])
      if startsAWord, next < code.count, (0x41...0x5A).contains(code[next]) { return true }
      from = found + 1
    }
    return false
  }
}
