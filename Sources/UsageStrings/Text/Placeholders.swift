/// The placeholders of a string: printf specifiers and `$(VAR)` build-setting references, found by
/// a scanner over UTF-16 units (the offsets findings point at).
///
/// The specifiers are those of `%[position$][flags][width][.precision][length]conversion`; the
/// space flag is left out, since "100% of" is text, not a specifier.
enum Placeholders {
  struct Placeholder: Hashable {
    /// As written, such as `%1$@`.
    var text: String
    /// Its UTF-16 range in the string.
    var units: Range<Int>
    /// The argument position (explicit, or by order), 0 for variables.
    var position: Int
    /// The kind of argument: `object`, `integer`, `double`, `string`, `char`, `pointer`, or the
    /// variable's name.
    var kind: String
  }

  /// The printf specifiers of a text, `%%` excluded, with positions assigned as printf does.
  static func printf(in text: String, units known: [UInt16]? = nil) -> [Placeholder] {
    guard text.containsAnyASCII(UInt8(ascii: "%")) else { return [] }
    let units = known ?? UTF16Text.units(of: text)
    var result: [Placeholder] = []
    var next = 1
    var index = 0
    while index < units.count {
      guard units[index] == percent, let found = specifier(units, at: index) else {
        index += 1
        continue
      }
      let range = index..<found.end
      index = found.end
      if found.conversion == percent { continue }
      let written = UTF16Text.string(units[range])
      // `%#@name@` names a .stringsdict variable: its argument is counted in the variable's rules.
      if written.hasPrefix("%#@") { continue }
      var position = next
      if let explicit = found.position {
        position = explicit
      } else {
        next += 1
      }
      result.append(
        Placeholder(
          text: written, units: range, position: position, kind: kind(of: found.conversion)))
    }
    return result
  }

  private static let percent = UInt16(UInt8(ascii: "%"))

  private static func isDigit(_ unit: UInt16) -> Bool { (0x30...0x39).contains(unit) }

  private static func isOne(of set: String, _ unit: UInt16) -> Bool { set.utf16.contains(unit) }

  /// The specifier starting at the `%` at `start`: where it ends, its explicit position (when it
  /// has one that fits an Int) and its conversion character.
  private static func specifier(_ units: [UInt16], at start: Int) -> (
    end: Int, position: Int?, conversion: UInt16
  )? {
    var index = start + 1
    func at(_ offset: Int) -> UInt16? { offset < units.count ? units[offset] : nil }
    var position: Int?
    if let first = at(index), (0x31...0x39).contains(first) {
      var end = index
      while let unit = at(end), isDigit(unit) { end += 1 }
      if at(end) == UInt16(UInt8(ascii: "$")) {
        position = Int(UTF16Text.string(units[index..<end]))
        index = end + 1
      }
    }
    while let unit = at(index), isOne(of: "-+#0", unit) { index += 1 }
    if at(index) == UInt16(UInt8(ascii: "*")) {
      index += 1
    } else {
      while let unit = at(index), isDigit(unit) { index += 1 }
    }
    if at(index) == UInt16(UInt8(ascii: ".")) {
      if at(index + 1) == UInt16(UInt8(ascii: "*")) {
        index += 2
      } else if let unit = at(index + 1), isDigit(unit) {
        index += 1
        while let unit = at(index), isDigit(unit) { index += 1 }
      }
    }
    if let unit = at(index), unit == UInt16(UInt8(ascii: "h")) || unit == UInt16(UInt8(ascii: "l"))
    {
      index += at(index + 1) == unit ? 2 : 1
    } else if let unit = at(index), isOne(of: "qztjL", unit) {
      index += 1
    }
    guard let conversion = at(index), isOne(of: "@dDiuUxXoOfFeEgGaAcCsSp%", conversion) else {
      return nil
    }
    return (index + 1, position, conversion)
  }

  static func kind(of conversion: UInt16) -> String {
    switch Character(Unicode.Scalar(conversion) ?? "?") {
    case "@": "object"
    case "d", "D", "i", "u", "U", "x", "X", "o", "O": "integer"
    case "f", "F", "e", "E", "g", "G", "a", "A": "double"
    case "s", "S": "string"
    case "c", "C": "char"
    default: "pointer"
    }
  }

  /// The `$(VAR)` and `${VAR}` references of a text.
  static func variables(in text: String, units known: [UInt16]? = nil) -> [Placeholder] {
    guard text.containsAnyASCII(UInt8(ascii: "$")) else { return [] }
    let units = known ?? UTF16Text.units(of: text)
    var result: [Placeholder] = []
    var index = 0
    while index < units.count {
      guard units[index] == UInt16(UInt8(ascii: "$")), index + 1 < units.count,
        let close = closing(units[index + 1]),
        let end = variableEnd(units, nameStart: index + 2, close: close)
      else {
        index += 1
        continue
      }
      let name = UTF16Text.string(units[(index + 2)..<(end - 1)])
      result.append(
        Placeholder(
          text: UTF16Text.string(units[index..<end]), units: index..<end, position: 0, kind: name))
      index = end
    }
    return result
  }

  private static func closing(_ open: UInt16) -> UInt16? {
    open == UInt16(UInt8(ascii: "("))
      ? UInt16(UInt8(ascii: ")"))
      : open == UInt16(UInt8(ascii: "{")) ? UInt16(UInt8(ascii: "}")) : nil
  }

  /// The end (after the closing bracket) of a variable whose name starts at `nameStart`.
  private static func variableEnd(_ units: [UInt16], nameStart: Int, close: UInt16) -> Int? {
    func isNameStart(_ unit: UInt16) -> Bool {
      (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit)
        || unit == UInt16(UInt8(ascii: "_"))
    }
    guard nameStart < units.count, isNameStart(units[nameStart]) else { return nil }
    var index = nameStart + 1
    while index < units.count,
      isNameStart(units[index]) || isDigit(units[index])
        || units[index] == UInt16(UInt8(ascii: ":"))
    {
      index += 1
    }
    return index < units.count && units[index] == close ? index + 1 : nil
  }
}
