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
    /// Where the project names it (the `baseConfigurationReference` setting).
    public var baseConfigurationRange: Range<Int>? = nil

    public func setting(_ name: String) -> Setting? { settings.last { $0.name == name } }
  }

  /// A localized file of a target: `InfoPlist.strings` and its `<lang>.lproj` versions.
  public struct VariantGroup: Sendable {
    public var name: String
    /// Each version's region name as the project gives it, its absolute path, and where the
    /// project names it.
    public var files: [(region: String, path: String, range: Range<Int>)]
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
    /// Its object ID.
    public var id = ""
    /// What it builds: the file reference's ID and file name (`Shared.framework`).
    public var product: ProductReference?
    /// The products it links or copies into itself (its Frameworks and Copy Files phases):
    /// `Shared.framework`, `libCore.a`, `Widget.appex`.
    public var embeddedProducts: [ProductReference] = []
    /// Files of its synchronized folders it does not build, and files of other targets'
    /// synchronized folders it builds (absolute): the exception sets of those folders.
    public var synchronizedExclusions: [String] = []
    public var synchronizedInclusions: [String] = []
    /// The Swift package products it uses, each with its package's folder (absolute) where the
    /// package is local.
    public var packageProducts: [PackageProduct] = []
    /// The texts of its Run Script phases: read as text, never run.
    public var scripts: [String] = []
  }

  /// A product file: its reference's ID (two targets may build products of one name, such as
  /// an iOS and a watchOS `Shared.framework`) and its file name, for other projects.
  public struct ProductReference: Sendable, Hashable {
    public var id: String
    public var file: String
  }

  public struct PackageProduct: Sendable, Hashable {
    public var name: String
    public var localPackage: String?
  }

  public let file: TextFile
  /// The folder holding the `.xcodeproj` (`$(SRCROOT)`).
  public let projectDirectory: String
  public let developmentRegion: String?
  public let knownRegions: [String]
  public let configurations: [BuildConfiguration]
  public let targets: [Target]
  /// Folders the project refers to that may be local Swift packages (absolute): package
  /// references and folder references.
  public var localPackages: [String] = []

  /// The project's name (`$(PROJECT_NAME)`): its `.xcodeproj` folder's, without the extension
  /// (from its absolute path: the path shown may be `project.pbxproj` alone).
  public var projectName = ""

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
      var result = XcodeProject(
        file: file, projectDirectory: reader.projectDirectory,
        developmentRegion: project["developmentRegion"]?.string,
        knownRegions: (project["knownRegions"]?.array ?? []).compactMap(\.string),
        configurations: reader.configurations(project["buildConfigurationList"]?.string),
        targets: targets)
      result.localPackages = reader.localPackages()
      result.projectName = Paths.lastComponent(xcodeproj).replacingSuffix(".xcodeproj", with: "")
      return .success(result)
    }
  }
}

/// Walks the `objects` of a project file by ID.
private struct ObjectGraph {
  let objects: [String: OpenStepValue]
  /// Where each object's ID stands in the file, for locations.
  let ranges: [String: Range<Int>]
  let parents: [String: String]
  let text: [UInt8]
  let projectDirectory: String

  init(root: OpenStepValue, text: [UInt8], projectDirectory: String) {
    var objects: [String: OpenStepValue] = [:]
    var ranges: [String: Range<Int>] = [:]
    let members = root["objects"]?.members ?? []
    for member in members {
      objects[member.key] = member.value
      ranges[member.key] = member.keyRange
    }
    // In file order, the first group that lists a child is its parent: a project whose IDs
    // repeat (MedLens's) lists one child in two groups, and is read the same on every run. A
    // group that lists itself is not its own parent.
    var parents: [String: String] = [:]
    for member in members where ranges[member.key] == member.keyRange {
      for child in member.value["children"]?.array ?? [] {
        if let childID = child.string, childID != member.key, parents[childID] == nil {
          parents[childID] = member.key
        }
      }
    }
    self.objects = objects
    self.ranges = ranges
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
      var result = XcodeProject.BuildConfiguration(
        name: name, settings: settings, baseConfiguration: nil)
      (result.baseConfiguration, result.baseConfigurationRange) = baseConfiguration(configuration)
      return result
    }
  }

  /// The `.xcconfig` a configuration is based on, and where the project names it: a file
  /// reference, or (Xcode 16, in a synchronized folder) a group and a path inside it.
  func baseConfiguration(_ configuration: OpenStepValue) -> (String?, Range<Int>?) {
    let members = configuration.members ?? []
    if let reference = members.first(where: { $0.key == "baseConfigurationReference" }) {
      return (reference.value.string.flatMap { path(of: $0) }, reference.value.range)
    }
    guard let anchor = members.first(where: { $0.key == "baseConfigurationReferenceAnchor" }),
      let relative = configuration["baseConfigurationReferenceRelativePath"]?.string,
      let folder = anchor.value.string.flatMap({ path(of: $0) })
    else { return (nil, nil) }
    return (Paths.join(folder, relative), anchor.value.range)
  }

  func target(_ id: String?) -> XcodeProject.Target? {
    guard let target = object(id), let name = target["name"]?.string else { return nil }
    let phases = phaseFiles(of: target)
    let synchronized = (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap {
      $0.string.flatMap { path(of: $0) }
    }
    var result = XcodeProject.Target(
      name: name, productType: target["productType"]?.string,
      configurations: configurations(target["buildConfigurationList"]?.string),
      variantGroups: phases.groups, resourceFiles: phases.resources,
      synchronizedFolders: synchronized, sourceFiles: phases.sources, frameworks: phases.frameworks)
    result.id = id ?? ""
    if let id = target["productReference"]?.string, let path = object(id)?["path"]?.string {
      result.product = .init(id: id, file: Paths.lastComponent(path))
    }
    result.embeddedProducts = phases.embedded
    result.scripts = phases.scripts
    (result.synchronizedExclusions, result.synchronizedInclusions) = membershipExceptions(
      target: id ?? "",
      groups: Set((target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string)))
    result.packageProducts = (target["packageProductDependencies"]?.array ?? []).compactMap {
      guard let product = object($0.string), let name = product["productName"]?.string else {
        return nil
      }
      return .init(name: name, localPackage: localPackage(product["package"]?.string))
    }
    return result
  }

  /// The files of a target's build phases.
  struct PhaseFiles {
    var groups: [XcodeProject.VariantGroup] = []
    var resources: [String] = []
    var sources: [String] = []
    var frameworks: [String] = []
    var embedded: [XcodeProject.ProductReference] = []
    var scripts: [String] = []
  }

  /// What a target's build phases compile, link, copy and embed.
  func phaseFiles(of target: OpenStepValue) -> PhaseFiles {
    var files = PhaseFiles()
    for phaseID in target["buildPhases"]?.array ?? [] {
      guard let phase = object(phaseID.string) else { continue }
      if isa(phase) == "PBXFrameworksBuildPhase" || isa(phase) == "PBXCopyFilesBuildPhase" {
        files.embedded += productFiles(phase)
      }
      if isa(phase) == "PBXSourcesBuildPhase" || isa(phase) == "PBXFrameworksBuildPhase" {
        readCode(phase, into: &files)
      } else if isa(phase) == "PBXResourcesBuildPhase" {
        readResources(phase, into: &files)
      } else if isa(phase) == "PBXShellScriptBuildPhase", let script = phase["shellScript"]?.string
      {
        files.scripts.append(script)
      }
    }
    return files
  }

  /// The sources a Sources phase compiles, or the frameworks a Frameworks phase links.
  func readCode(_ phase: OpenStepValue, into files: inout PhaseFiles) {
    for (referenceID, reference) in fileReferences(of: phase) {
      if isa(phase) == "PBXSourcesBuildPhase" {
        if let filePath = path(of: referenceID) { files.sources.append(filePath) }
      } else if let name = reference["name"]?.string ?? reference["path"]?.string {
        files.frameworks.append(
          Paths.lastComponent(name).replacingSuffix(".framework", with: "").replacingSuffix(
            ".tbd", with: ""))
      }
    }
  }

  /// The variant groups and plain files a Resources phase copies.
  func readResources(_ phase: OpenStepValue, into files: inout PhaseFiles) {
    for (referenceID, reference) in fileReferences(of: phase) {
      if isa(reference) == "PBXVariantGroup" {
        files.groups.append(variantGroup(reference, id: referenceID))
      } else if let filePath = path(of: referenceID) {
        files.resources.append(filePath)
      }
    }
  }

  /// A variant group: its name, and each version's region, path and place in the project.
  func variantGroup(_ reference: OpenStepValue, id referenceID: String)
    -> XcodeProject.VariantGroup
  {
    let files = (reference["children"]?.array ?? []).compactMap {
      child -> (String, String, Range<Int>)? in
      // A child that is a group (the variant group itself, where IDs repeat) is no version.
      guard let childID = child.string, let file = object(childID),
        isa(file) == "PBXFileReference", let filePath = path(of: childID)
      else {
        return nil
      }
      return (
        file["name"]?.string ?? Paths.lastComponent(Paths.parent(filePath)), filePath,
        ranges[childID] ?? 0..<0
      )
    }
    return .init(
      name: reference["name"]?.string ?? "", files: files, id: referenceID,
      folder: path(of: referenceID))
  }

  /// The exceptions to synchronized folders' membership for a target: in a folder the target
  /// has (`groups`), the files it does not build; in another's folder, the files it builds.
  func membershipExceptions(target: String, groups: Set<String>) -> (
    excluded: [String], included: [String]
  ) {
    var excluded: [String] = []
    var included: [String] = []
    for (id, group) in objects.sorted(by: { $0.key < $1.key })
    where isa(group) == "PBXFileSystemSynchronizedRootGroup" {
      guard let folder = path(of: id) else { continue }
      for exceptionID in group["exceptions"]?.array ?? [] {
        guard let exception = object(exceptionID.string), exception["target"]?.string == target
        else { continue }
        // Relative to the folder, a localized file's too: Xcode writes those as
        // `/Localized/InfoPlist.strings`, for every `<lang>.lproj` copy (`SynchronizedFolders`).
        let files = (exception["membershipExceptions"]?.array ?? []).compactMap(\.string).map {
          Paths.join(folder, String($0.drop { $0 == "/" }))
        }
        if groups.contains(id) { excluded += files } else { included += files }
      }
    }
    return (excluded, included)
  }

  /// The file names of the products a Frameworks or Copy Files phase links or copies.
  func productFiles(_ phase: OpenStepValue) -> [XcodeProject.ProductReference] {
    fileReferences(of: phase).compactMap { id, reference in
      guard let path = reference["path"]?.string ?? reference["name"]?.string else { return nil }
      return .init(id: id, file: Paths.lastComponent(path))
    }
  }

  /// The file references a build phase's build files point at (`fileRef`), in the phase's order;
  /// a build file with none (a package product) or a dangling one is left out.
  func fileReferences(of phase: OpenStepValue) -> [(id: String, reference: OpenStepValue)] {
    (phase["files"]?.array ?? []).compactMap { buildFileID in
      guard let id = object(buildFileID.string)?["fileRef"]?.string, let reference = object(id)
      else { return nil }
      return (id, reference)
    }
  }

  /// The folder of a local package reference (`XCLocalSwiftPackageReference`), absolute.
  func localPackage(_ id: String?) -> String? {
    guard let reference = object(id), isa(reference) == "XCLocalSwiftPackageReference",
      let relative = reference["relativePath"]?.string ?? reference["path"]?.string
    else { return nil }
    return relative.hasPrefix("/")
      ? Paths.normalize(relative) : Paths.join(projectDirectory, relative)
  }

  /// Every folder that may be a local package: package references, and folder references
  /// (how Xcode before 15 added a local package to a project).
  func localPackages() -> [String] {
    var folders: [String] = []
    for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
      if isa(object) == "XCLocalSwiftPackageReference", let folder = localPackage(id) {
        folders.append(folder)
      } else if isa(object) == "PBXFileReference",
        ["folder", "wrapper"].contains(object["lastKnownFileType"]?.string ?? ""),
        let folder = path(of: id)
      {
        folders.append(folder)
      }
    }
    return folders
  }
}
