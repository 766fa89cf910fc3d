/// The parts of a spec: targets, settings, paths.
extension XcodeGenSpec {
  /// A spec file's document with the paths XcodeGen reads relative to it made absolute: the
  /// `sources`, `configFiles` and `info.path` of its targets and templates, and its own
  /// `configFiles`.
  static func absolutePaths(_ root: YAMLNode, folder: String) -> YAMLNode {
    func absolute(_ node: YAMLNode) -> YAMLNode {
      guard let path = node.string else { return node }
      var result = node
      result.value = .scalar(Paths.join(folder, path))
      return result
    }
    func mapping(_ node: YAMLNode, _ transform: (String, YAMLNode) -> YAMLNode) -> YAMLNode {
      guard case .mapping(let pairs) = node.value else { return node }
      var result = node
      result.value = .mapping(pairs.map { ($0.key, transform($0.key.string ?? "", $0.value)) })
      return result
    }
    func source(_ node: YAMLNode) -> YAMLNode {
      node.string != nil ? absolute(node) : mapping(node) { $0 == "path" ? absolute($1) : $1 }
    }
    func target(_ node: YAMLNode) -> YAMLNode {
      mapping(node) { key, value in
        // `sources:REPLACE` replaces a template's list; its paths are paths all the same.
        switch key.hasSuffix(":REPLACE") ? String(key.dropLast(":REPLACE".count)) : key {
        case "sources":
          guard case .sequence(let items) = value.value else { return source(value) }
          var result = value
          result.value = .sequence(items.map(source))
          return result
        case "configFiles": return mapping(value) { absolute($1) }
        case "info": return mapping(value) { $0 == "path" ? absolute($1) : $1 }
        default: return value
        }
      }
    }
    return mapping(root) { key, value in
      switch key {
      case "targets", "targetTemplates": return mapping(value) { target($1) }
      case "configFiles": return mapping(value) { absolute($1) }
      case "packages": return mapping(value) { mapping($1) { $0 == "path" ? absolute($1) : $1 } }
      default: return value
      }
    }
  }

  /// The absolute paths of a `configFiles` mapping, by configuration.
  static func paths(_ node: YAMLNode?) -> [String: String] {
    var result: [String: String] = [:]
    for (name, value) in node?.members ?? [] { result[name] = value.string }
    return result
  }

  /// `settings`: its `base` and per-configuration settings (or, without those keys, the
  /// settings themselves).
  static func settings(_ node: YAMLNode?, file: (YAMLNode) -> TextFile) -> (
    [Setting], [String: [Setting]]
  ) {
    guard let node else { return ([], [:]) }
    let structured = ["base", "configs", "groups"].contains { node[$0] != nil }
    let base = list(structured ? node["base"] : node, file: file)
    var configurations: [String: [Setting]] = [:]
    for (name, settings) in node["configs"]?.members ?? [] where structured {
      configurations[name] = list(settings, file: file)
    }
    return (base, configurations)
  }

  static func list(_ node: YAMLNode?, file: (YAMLNode) -> TextFile) -> [Setting] {
    guard case .mapping(let pairs) = node?.value else { return [] }
    return pairs.compactMap { pair in
      guard let name = pair.key.string else { return nil }
      let value = pair.value.string ?? pair.value.array?.compactMap(\.string).joined(separator: " ")
      guard let value else { return nil }
      let text = file(pair.key)
      // A quoted value's text starts after its quote.
      let start = pair.value.offset
      let quoted = start < text.text.count && [0x22, 0x27].contains(text.text[start])
      let content = (quoted ? start + 1 : start)
      return Setting(
        name: name, value: value, file: text,
        nameRange: pair.key.offset..<pair.key.offset + name.utf8.count,
        valueRange: content..<min(text.text.count, content + value.utf8.count))
    }
  }
}
