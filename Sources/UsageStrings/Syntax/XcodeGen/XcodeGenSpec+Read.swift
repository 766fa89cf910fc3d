/// Reading a spec as XcodeGen does: `include`d files merged under the file that includes them
/// (mappings merged key by key, lists appended, `key:REPLACE` replacing), their paths relative to
/// their own folder, and `targetTemplates` merged under the targets that name them.
extension XcodeGenSpec {
  /// A spec file read: its text and its document.
  public typealias Loaded = (file: TextFile, root: YAMLNode)
  /// The largest spec file read: libyaml builds a file's whole document before any budget of
  /// the reader applies, and real specs take a few kilobytes.
  public static let maximumSize = 2 << 20
  /// At most this many files are asked for to make one spec.
  static let maximumFiles = 32
  /// At most this many templates are merged into one target: templates that name each other
  /// several times over would otherwise multiply (six names nine deep are ten million merges).
  static let maximumTemplateMerges = 256
  /// At most this many targets of a spec are read: real specs have tens, and each costs some
  /// kilobytes (250,000 of one name, in 2 MB, would take minutes and gigabytes).
  static let maximumTargets = 1_000

  /// Reads the spec at `path` (absolute); `load` reads and parses a spec file, nil when it
  /// cannot (the caller records why). Nil when the main file cannot be read.
  public static func read(_ path: String, load: (String) -> Loaded?) -> XcodeGenSpec? {
    var files: [TextFile] = []
    var seen: Set<String> = []
    guard
      let root = merged(
        path, relativePaths: true, root: Paths.parent(path), depth: 0, seen: &seen, files: &files,
        load: load)
    else { return nil }
    let main = files[0]
    var spec = XcodeGenSpec(
      files: files, name: root["name"]?.string,
      developmentLanguage: root["options"]?["developmentLanguage"]?.string,
      configurations: root["configs"]?.members?.map(\.key) ?? ["Debug", "Release"])
    for (platform, version) in root["options"]?["deploymentTarget"]?.members ?? [] {
      if let version = version.string { spec.deploymentTargets[platform.lowercased()] = version }
    }
    let fileOf = { (node: YAMLNode) in file(of: node, in: files) ?? main }
    (spec.settings, spec.configurationSettings) = settings(root["settings"], file: fileOf)
    spec.configFiles = paths(root["configFiles"])
    for (name, package) in root["packages"]?.members ?? [] {
      if let folder = package["path"]?.string { spec.localPackages[name] = folder }
    }
    let templates = root["targetTemplates"]
    for (name, node) in (root["targets"]?.members ?? []).prefix(maximumTargets) {
      var merges = 0
      let target = withTemplates(node, name: name, templates: templates, merges: &merges)
      spec.targets.append(self.target(name, target, file: fileOf))
    }
    return spec
  }

  /// A file and the files it includes, merged; paths made absolute.
  static func merged(
    _ path: String, relativePaths: Bool, root: String, depth: Int, seen: inout Set<String>,
    files: inout [TextFile], load: (String) -> Loaded?
  ) -> YAMLNode? {
    guard depth < 16, seen.count < maximumFiles, seen.insert(path).inserted,
      let loaded = load(path),
      // Names that differ in case only find one file, as on a Mac: it is read once.
      !files.contains(where: { $0.path == loaded.file.path })
    else { return nil }
    files.append(loaded.file)
    let folder = relativePaths ? Paths.parent(path) : root
    let own = absolutePaths(loaded.root.marked(files.count - 1), folder: folder)
    var base: YAMLNode?
    let includes = own["include"].map { $0.array ?? [$0] } ?? []
    for include in includes {
      guard let relative = include.string ?? include["path"]?.string else { continue }
      let included = merged(
        Paths.join(folder, relative), relativePaths: include["relativePaths"]?.bool ?? true,
        root: root, depth: depth + 1, seen: &seen, files: &files, load: load)
      if let included { base = base.map { merge(included, onto: $0) } ?? included }
    }
    return base.map { merge(own, onto: $0) } ?? own
  }

  /// XcodeGen's merge: mappings key by key, lists appended, `key:REPLACE` replacing.
  static func merge(_ node: YAMLNode, onto base: YAMLNode) -> YAMLNode {
    guard case .mapping(let pairs) = node.value, case .mapping(var merged) = base.value else {
      if case .sequence(let items) = node.value, case .sequence(let baseItems) = base.value {
        var appended = node
        appended.value = .sequence(baseItems + items)
        return appended
      }
      return node
    }
    // Where each key last stands: a lookup per key, not a search (60,000 keys merged onto
    // 60,000 took 28 s).
    var indices: [String: Int] = [:]
    for (index, pair) in merged.enumerated() {
      if let key = pair.key.string { indices[key] = index }
    }
    for pair in pairs {
      guard var key = pair.key.string else { continue }
      let replaces = key.hasSuffix(":REPLACE")
      if replaces { key = String(key.dropLast(":REPLACE".count)) }
      var keyNode = pair.key
      keyNode.value = .scalar(key)
      if let index = indices[key] {
        merged[index] = (
          keyNode, replaces ? pair.value : merge(pair.value, onto: merged[index].value)
        )
      } else {
        indices[key] = merged.count
        merged.append((keyNode, pair.value))
      }
    }
    var result = base
    result.value = .mapping(merged)
    return result
  }

  /// A target merged onto the templates it names (`${target_name}` replaced in them).
  /// `merges` counts the templates merged, up to `maximumTemplateMerges`.
  static func withTemplates(
    _ target: YAMLNode, name: String, templates: YAMLNode?, depth: Int = 0, merges: inout Int
  ) -> YAMLNode {
    guard depth < 8, let names = target["templates"]?.array, let templates else { return target }
    var base: YAMLNode?
    for templateName in names.compactMap(\.string) {
      guard merges < maximumTemplateMerges, let template = templates[templateName] else {
        continue
      }
      merges += 1
      let expanded = withTemplates(
        replacingTargetName(template, with: name), name: name, templates: templates,
        depth: depth + 1, merges: &merges)
      base = base.map { merge(expanded, onto: $0) } ?? expanded
    }
    return base.map { merge(target, onto: $0) } ?? target
  }

  static func replacingTargetName(_ node: YAMLNode, with name: String) -> YAMLNode {
    var result = node
    switch node.value {
    case .scalar(let text):
      result.value = .scalar(
        text.replacingOccurrences(of: "${target_name}", with: name)
          .replacingOccurrences(of: "$target_name", with: name))
    case .sequence(let items):
      result.value = .sequence(items.map { replacingTargetName($0, with: name) })
    case .mapping(let pairs):
      result.value = .mapping(pairs.map { ($0.key, replacingTargetName($0.value, with: name)) })
    }
    return result
  }

  /// The spec file a node was read from: the one whose text holds it.
  static func file(of node: YAMLNode, in files: [TextFile]) -> TextFile? {
    node.fileIndex.flatMap { $0 < files.count ? files[$0] : nil }
  }
}
