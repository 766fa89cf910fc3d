import Foundation

/// The placeholders of a string: printf specifiers and `$(VAR)` build-setting references.
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

  // %[position$][flags][width][.precision][length]conversion. The space flag is left out: "100% of"
  // is text, not a specifier.
  static let printfExpression = try! NSRegularExpression(
    pattern: "%(?:([1-9][0-9]*)\\$)?[-+#0]*(?:[0-9]+|\\*)?(?:\\.(?:[0-9]+|\\*))?(hh|h|ll|l|q|z|t|j|L)?([@dDiuUxXoOfFeEgGaAcCsSp%])")
  static let variableExpression = try! NSRegularExpression(pattern: "\\$\\(([A-Za-z_][A-Za-z0-9_:]*)\\)|\\$\\{([A-Za-z_][A-Za-z0-9_:]*)\\}")

  /// The printf specifiers of a text, `%%` excluded, with positions assigned as printf does.
  static func printf(in text: String) -> [Placeholder] {
    let nsText = text as NSString
    var result: [Placeholder] = []
    var next = 1
    for match in printfExpression.matches(in: text, range: NSRange(location: 0, length: nsText.length)) {
      let conversion = nsText.substring(with: match.range(at: 3))
      if conversion == "%" { continue }
      // `%#@name@` names a .stringsdict variable: its argument is counted in the variable's rules.
      if nsText.substring(with: match.range).hasPrefix("%#@") { continue }
      var position = next
      if match.range(at: 1).location != NSNotFound, let explicit = Int(nsText.substring(with: match.range(at: 1))) {
        position = explicit
      } else {
        next += 1
      }
      let range = match.range.location..<(match.range.location + match.range.length)
      result.append(Placeholder(text: nsText.substring(with: match.range), units: range, position: position, kind: kind(of: conversion)))
    }
    return result
  }

  static func kind(of conversion: String) -> String {
    switch conversion {
    case "@": "object"
    case "d", "D", "i", "u", "U", "x", "X", "o", "O": "integer"
    case "f", "F", "e", "E", "g", "G", "a", "A": "double"
    case "s", "S": "string"
    case "c", "C": "char"
    default: "pointer"
    }
  }

  /// The `$(VAR)` and `${VAR}` references of a text.
  static func variables(in text: String) -> [Placeholder] {
    let nsText = text as NSString
    return variableExpression.matches(in: text, range: NSRange(location: 0, length: nsText.length)).map { match in
      let name = match.range(at: 1).location != NSNotFound ? nsText.substring(with: match.range(at: 1)) : nsText.substring(with: match.range(at: 2))
      return Placeholder(text: nsText.substring(with: match.range), units: match.range.location..<(match.range.location + match.range.length), position: 0, kind: name)
    }
  }
}
