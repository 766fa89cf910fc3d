/// What the project needs from an XcodeGen spec (`project.yml` and the files it `include`s): its
/// targets, what each builds from which files, and their settings, as XcodeGen would write them
/// into the `.xcodeproj` it generates.
public struct XcodeGenSpec: Sendable {
  public struct Setting: Sendable {
    public var name: String
    public var value: String
    /// The spec file it is in, and where its name and its value's text stand.
    public var file: TextFile
    public var nameRange: Range<Int>
    public var valueRange: Range<Int>
  }

  /// One entry of a target's `sources`.
  public struct Source: Sendable {
    /// Absolute.
    public var path: String
    /// Glob patterns, relative to `path`.
    public var excludes: [String]
    public var includes: [String]
    /// `sources`, `resources`, `none`…; nil: by each file's type.
    public var buildPhase: String?
  }

  public struct Dependency: Sendable {
    public enum Kind: String, Sendable { case target, framework, sdk, package, carthage, bundle }
    public var kind: Kind
    /// The target, framework or package name (`product` for a package's product).
    public var name: String
    /// What the dependency names (for a package, the package, whatever product it takes).
    public var named: String
  }

  public struct Target: Sendable {
    public var name: String
    /// XcodeGen's type (`application`, `app-extension`, `framework`, `bundle.unit-test`…).
    public var type: String?
    public var sources: [Source] = []
    /// `info.path` (absolute) and `info.properties`, whose keys XcodeGen writes into it.
    public var infoPath: String?
    public var infoProperties: [(key: YAMLNode, value: YAMLNode)] = []
    /// Settings for every configuration (`base`), and per configuration name.
    public var settings: [Setting] = []
    public var configurationSettings: [String: [Setting]] = [:]
    /// `.xcconfig` per configuration name (absolute).
    public var configFiles: [String: String] = [:]
    public var dependencies: [Dependency] = []

    /// The Xcode product type it stands for.
    public var productType: String? { type.map { "com.apple.product-type." + $0 } }
    /// Its `platform` (`iOS`, `macOS`, …), where it names one.
    public var platform: String?
    /// Its own `deploymentTarget`, which overrides the spec's `options.deploymentTarget`.
    public var deploymentTarget: String?
  }

  /// The spec files read, main first.
  public var files: [TextFile]
  public var name: String?
  public var developmentLanguage: String?
  /// `options.deploymentTarget`: the minimum version per platform, lower-cased (`ios`: `16.0`).
  public var deploymentTargets: [String: String] = [:]
  /// The configurations' names (XcodeGen's `Debug` and `Release` when the spec names none).
  public var configurations: [String]
  public var settings: [Setting] = []
  public var configurationSettings: [String: [Setting]] = [:]
  public var configFiles: [String: String] = [:]
  public var targets: [Target] = []
  /// The local Swift packages of `packages` (those with a `path`), by name: folders, absolute.
  public var localPackages: [String: String] = [:]

  /// A target of the spec, its templates merged in, its paths absolute.
  static func target(_ name: String, _ node: YAMLNode, file: (YAMLNode) -> TextFile)
    -> XcodeGenSpec.Target
  {
    var target = XcodeGenSpec.Target(name: name, type: node["type"]?.string)
    let sources = node["sources"].map { $0.array ?? [$0] } ?? []
    target.sources = sources.compactMap { source in
      guard let path = source.string ?? source["path"]?.string else { return nil }
      func globs(_ key: String) -> [String] { source[key]?.array?.compactMap(\.string) ?? [] }
      return Source(
        path: path, excludes: globs("excludes"), includes: globs("includes"),
        buildPhase: source["buildPhase"]?.string ?? source["buildPhase"]?.members?.first?.key)
    }
    target.platform = node["platform"]?.string
    target.deploymentTarget =
      node["deploymentTarget"]?.string
      ?? target.platform.flatMap { node["deploymentTarget"]?[$0]?.string }
    target.infoPath = node["info"]?["path"]?.string
    if case .mapping(let pairs) = node["info"]?["properties"]?.value {
      target.infoProperties = pairs.filter { $0.key.string != nil }
    }
    (target.settings, target.configurationSettings) = settings(node["settings"], file: file)
    target.configFiles = paths(node["configFiles"])
    target.dependencies = (node["dependencies"]?.array ?? []).compactMap { dependency in
      for kind in [Dependency.Kind.target, .framework, .sdk, .package, .carthage, .bundle] {
        guard let name = dependency[kind.rawValue]?.string else { continue }
        return Dependency(kind: kind, name: dependency["product"]?.string ?? name, named: name)
      }
      return nil
    }
    return target
  }
}
