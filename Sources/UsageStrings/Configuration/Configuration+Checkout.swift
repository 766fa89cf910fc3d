extension Configuration {
  /// Refuses a configuration the checkout holds (and so a pull request may have written) whose
  /// paths lead out of it: `include`, `locales`, `templates`, `baseline` and `targets` must
  /// resolve inside the checkout, out of its `.git` folders (docs/SECURITY.md). A
  /// configuration outside the checkout is the user's own, and its paths are theirs.
  ///
  /// - Parameters:
  ///   - file: the configuration file, absolute (nil: none, nothing to check).
  ///   - checkout: the checkout the checked folder lies in.
  ///   - display: the configuration file's path as messages show it.
  /// - Throws: `ToolIssue.configInvalid` naming the first path refused.
  public func checkPaths(file: String?, within checkout: Checkout, display: String)
    throws(ToolIssue)
  {
    guard let file, checkout.contains(file) else { return }
    var named: [(field: String, path: String)] = []
    for (index, path) in (include ?? []).enumerated() { named.append(("include[\(index)]", path)) }
    if let locales { named.append(("locales", locales)) }
    if let templates { named.append(("templates", templates)) }
    if let baseline { named.append(("baseline", baseline)) }
    for (target, folders) in targets.sorted(by: { $0.key < $1.key }) {
      for (index, folder) in folders.enumerated() {
        named.append(("targets.\(target)[\(index)]", folder))
      }
    }
    for (field, path) in named {
      if let refusal = checkout.refusal(toRead: resolve(path)) {
        throw .configInvalid(path: display, reason: "'\(field)' names '\(path)': \(refusal)")
      }
    }
  }
}
