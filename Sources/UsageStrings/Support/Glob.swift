/// Shell-style path patterns, as XcodeGen's `excludes` and `includes` use them: `*` and `?`
/// within one path component, `**` across any number of them. A pattern that matches a folder
/// matches everything in it.
package enum Glob {
  /// Whether `pattern` matches `path` (both relative, `/`-separated), or a folder it is in.
  package static func matches(_ pattern: String, _ path: String) -> Bool {
    let patternParts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(
      String.init)
    let pathParts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    return (1...max(1, pathParts.count)).contains { count in
      match(patternParts[...], Array(pathParts.prefix(count))[...])
    }
  }

  private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      // Zero or more components.
      return (path.startIndex...path.endIndex).contains { match(pattern.dropFirst(), path[$0...]) }
    }
    guard let component = path.first, matchesComponent(Array(first), Array(component)) else {
      return false
    }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  /// `*` and `?` within one component.
  private static func matchesComponent(_ pattern: [Character], _ name: [Character]) -> Bool {
    var memo: [Int: Bool] = [:]
    func from(_ p: Int, _ n: Int) -> Bool {
      if let known = memo[p * (name.count + 1) + n] { return known }
      let result: Bool
      if p == pattern.count {
        result = n == name.count
      } else if pattern[p] == "*" {
        result = from(p + 1, n) || (n < name.count && from(p, n + 1))
      } else {
        result =
          n < name.count && (pattern[p] == "?" || pattern[p] == name[n]) && from(p + 1, n + 1)
      }
      memo[p * (name.count + 1) + n] = result
      return result
    }
    return from(0, 0)
  }
}
