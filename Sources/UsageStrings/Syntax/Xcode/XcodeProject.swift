/// What the project needs from an Xcode `project.pbxproj`: targets, their build configurations
/// with their settings (and the line of each), their `InfoPlist.strings` variant groups, and the
/// project's development region.
public struct XcodeProject: Sendable {
  public struct Setting: Sendable, Hashable {
    public var name: String
    public var value: String
    /// The setting's name in the file, for its line.
    public var nameRange: Range<Int>
    /// The value's range, for columns inside it.
    public var valueRange: Range<Int>
    /// Whether the value is quoted (its content starts one byte in).
    public var isQuoted: Bool
  }

  public struct BuildConfiguration: Sendable {
    public var name: String
    public var settings: [Setting]
    /// The absolute path of the `.xcconfig` the configuration is based on, if any.
    public var baseConfiguration: String?

    public func setting(_ name: String) -> Setting? { settings.last { $0.name == name } }
  }

  /// A localized file of a target: `InfoPlist.strings` and its `<lang>.lproj` versions.
  public struct VariantGroup: Sendable {
    public var name: String
    /// Each version's region name as the project gives it, and its absolute path.
    public var files: [(region: String, path: String)]
    /// Its object ID, for edits (`ProjectEdit`).
    public var id: String = ""
    /// The folder its versions' `<lang>.lproj` folders are in (absolute), where known.
    public var folder: String?
  }

  public struct Target: Sendable {
    public var name: String
    /// Such as `com.apple.product-type.application` or `…bundle.unit-test`.
    public var productType: String?
    public var configurations: [BuildConfiguration]
    public var variantGroups: [VariantGroup]
    /// Absolute paths of plain resource files (such as an `InfoPlist.xcstrings`).
    public var resourceFiles: [String]
    /// Folders whose files all belong to the target (Xcode 16's synchronized groups).
    public var synchronizedFolders: [String]
    /// Absolute paths of the files its sources phase compiles.
    public var sourceFiles: [String]
    /// The names of the frameworks it links (`AVFoundation`).
    public var frameworks: [String]
  }

  public let file: TextFile
  /// The folder holding the `.xcodeproj` (`$(SRCROOT)`).
  public let projectDirectory: String
  public let developmentRegion: String?
  public let knownRegions: [String]
  public let configurations: [BuildConfiguration]
  public let targets: [Target]

  /// Reads a project file; `absolutePath` is that of `project.pbxproj`.
  public static func read(_ file: TextFile, absolutePath: String) -> Result<
    XcodeProject, OpenStepSyntaxError
  > {
    switch OpenStepParser.parseDocument(file.text) {
    case .failure(let error): return .failure(error)
    case .success(let root):
      let xcodeproj = Paths.parent(absolutePath)
      let reader = ObjectGraph(
        root: root, text: file.text, projectDirectory: Paths.parent(xcodeproj))
      guard let project = reader.object(root["rootObject"]?.string) else {
        return .failure(OpenStepSyntaxError(message: "the project has no rootObject", offset: 0))
      }
      let targets = (project["targets"]?.array ?? []).compactMap { reader.target($0.string) }
      return .success(
        XcodeProject(
          file: file, projectDirectory: reader.projectDirectory,
          developmentRegion: project["developmentRegion"]?.string,
          knownRegions: (project["knownRegions"]?.array ?? []).compactMap(\.string),
          configurations: reader.configurations(project["buildConfigurationList"]?.string),
          targets: targets))
    }
  }
}

/// Walks the `objects` of a project file by ID.
private struct ObjectGraph {
  let objects: [String: OpenStepValue]
  let parents: [String: String]
  let text: [UInt8]
  let projectDirectory: String

  init(root: OpenStepValue, text: [UInt8], projectDirectory: String) {
    var objects: [String: OpenStepValue] = [:]
    for member in root["objects"]?.members ?? [] { objects[member.key] = member.value }
    var parents: [String: String] = [:]
    for (id, object) in objects {
      for child in object["children"]?.array ?? [] {
        if let childID = child.string { parents[childID] = id }
      }
    }
    self.objects = objects
    self.parents = parents
    self.text = text
    self.projectDirectory = projectDirectory
  }

  func object(_ id: String?) -> OpenStepValue? { id.flatMap { objects[$0] } }

  func isa(_ object: OpenStepValue?) -> String? { object?["isa"]?.string }

  /// The absolute path of a file reference or group, following its parent groups.
  func path(of id: String, depth: Int = 0) -> String? {
    guard depth < 64, let object = objects[id] else { return nil }
    let own = object["path"]?.string
    let base: String?
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<group>":
      base = parents[id].flatMap { path(of: $0, depth: depth + 1) } ?? projectDirectory
    case "SOURCE_ROOT": base = projectDirectory
    case "<absolute>": base = ""
    default: base = nil
    }
    guard let base else { return nil }
    guard let own else { return base }
    return own.hasPrefix("/") ? Paths.normalize(own) : Paths.join(base, own)
  }

  func configurations(_ listID: String?) -> [XcodeProject.BuildConfiguration] {
    (object(listID)?["buildConfigurations"]?.array ?? []).compactMap { reference in
      guard let configuration = object(reference.string), let name = configuration["name"]?.string
      else {
        return nil
      }
      let settings = (configuration["buildSettings"]?.members ?? []).map { member in
        let value: String
        switch member.value {
        case .array(let values, _): value = values.compactMap(\.string).joined(separator: " ")
        default: value = member.value.string ?? ""
        }
        let valueRange = member.value.range
        let quoted = !valueRange.isEmpty && text[valueRange.lowerBound] == UInt8(ascii: "\"")
        return XcodeProject.Setting(
          name: member.key, value: value, nameRange: member.keyRange, valueRange: valueRange,
          isQuoted: quoted)
      }
      let base = configuration["baseConfigurationReference"]?.string.flatMap { path(of: $0) }
      return .init(name: name, settings: settings, baseConfiguration: base)
    }
  }

  func target(_ id: String?) -> XcodeProject.Target? {
    guard let target = object(id), let name = target["name"]?.string else { return nil }
    var groups: [XcodeProject.VariantGroup] = []
    var resources: [String] = []
    var sources: [String] = []
    var frameworks: [String] = []
    for phaseID in target["buildPhases"]?.array ?? [] {
      guard let phase = object(phaseID.string) else { continue }
      if isa(phase) == "PBXSourcesBuildPhase" || isa(phase) == "PBXFrameworksBuildPhase" {
        for buildFileID in phase["files"]?.array ?? [] {
          guard let referenceID = object(buildFileID.string)?["fileRef"]?.string,
            let reference = object(referenceID)
          else { continue }
          if isa(phase) == "PBXSourcesBuildPhase" {
            if let filePath = path(of: referenceID) { sources.append(filePath) }
          } else if let name = reference["name"]?.string ?? reference["path"]?.string {
            frameworks.append(
              Paths.lastComponent(name).replacingSuffix(".framework", with: "").replacingSuffix(
                ".tbd", with: ""))
          }
        }
        continue
      }
      guard isa(phase) == "PBXResourcesBuildPhase" else { continue }
      for buildFileID in phase["files"]?.array ?? [] {
        guard let referenceID = object(buildFileID.string)?["fileRef"]?.string,
          let reference = object(referenceID)
        else { continue }
        if isa(reference) == "PBXVariantGroup" {
          let files = (reference["children"]?.array ?? []).compactMap {
            child -> (String, String)? in
            guard let childID = child.string, let file = object(childID),
              let filePath = path(of: childID)
            else {
              return nil
            }
            return (file["name"]?.string ?? Paths.lastComponent(Paths.parent(filePath)), filePath)
          }
          groups.append(
            .init(
              name: reference["name"]?.string ?? "", files: files, id: referenceID,
              folder: path(of: referenceID)))
        } else if let filePath = path(of: referenceID) {
          resources.append(filePath)
        }
      }
    }
    let synchronized = (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap {
      $0.string.flatMap { path(of: $0) }
    }
    return .init(
      name: name, productType: target["productType"]?.string,
      configurations: configurations(target["buildConfigurationList"]?.string),
      variantGroups: groups, resourceFiles: resources, synchronizedFolders: synchronized,
      sourceFiles: sources,
      frameworks: frameworks)
  }
}
