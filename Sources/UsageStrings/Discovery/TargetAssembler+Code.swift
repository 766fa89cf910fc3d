/// Which code runs in which bundle: a library's (framework, static library, local Swift package)
/// runs in every app and extension that links or embeds it, so the purpose keys its calls need
/// belong in their Info.plists.
extension TargetAssembler {
  /// The libraries and local packages whose code runs in a target: those it links or embeds, and
  /// theirs in turn (a library's own code is judged only in the bundles that embed it); and the
  /// remote package products any of them uses, whose code is not here.
  func embeddedCode(_ target: Pending) -> (modules: [CodeModule], remoteProducts: [String]) {
    guard !target.isLibrary, target.fromProject else { return ([], target.code.remoteProducts) }
    var modules: [CodeModule] = []
    var remote: [String] = []
    var seenLibraries: Set<String> = []
    var seenPackages: Set<String> = []
    var queue = [target]
    while let current = queue.popLast() {
      remote += current.code.remoteProducts.filter { !remote.contains($0) }
      // The packages it links first, in order, then those their manifests depend on.
      var linked = current.code.packages
      var next = 0
      while next < linked.count {
        let package = linked[next]
        next += 1
        guard seenPackages.insert(package.folder).inserted else { continue }
        modules.append(
          .init(
            name: package.name, files: packages.code[package.folder] ?? [],
            packageFolder: package.folder))
        linked += (packages.dependencies[package.folder] ?? []).map {
          (Paths.lastComponent($0), $0)
        }
      }
      for product in current.code.embeddedProducts {
        guard let library = library(building: product, near: current),
          seenLibraries.insert((library.projectFile ?? "") + "\u{0}" + library.name).inserted
        else { continue }
        modules.append(
          .init(
            name: library.name, files: library.code.files, frameworks: library.code.frameworks))
        queue.append(library)
      }
    }
    return (modules, remote)
  }

  /// The library target that builds a product: in the same project the one whose product it is,
  /// else one in another project that builds a file of its name.
  func library(building product: XcodeProject.ProductReference, near target: Pending) -> Pending? {
    let libraries = pending.filter { $0.isLibrary && $0.code.product != nil }
    return libraries.first { $0.projectFile == target.projectFile && $0.code.product == product }
      ?? libraries.first {
        $0.projectFile != target.projectFile && $0.code.product?.file == product.file
      }
  }
}
