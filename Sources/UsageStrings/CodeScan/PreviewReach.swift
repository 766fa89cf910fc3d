/// Which calls a bundle's own Swift code holds inside a SwiftUI view or other value type that
/// only previews name (`#Preview { … }`, a `PreviewProvider`'s body): Xcode's canvas runs them,
/// the app never does. Wordlike's screenshot frame saves to the photo library, and only its
/// screens' previews show it. A guess by name, so such a call is marked
/// (`CodeFacts.Use.onlyInPreviews`), not dropped: its finding becomes a note.
enum PreviewReach {
  /// Marks in each bundle's facts its own calls that only previews reach, among those whose keys
  /// it does not declare (only they can be findings).
  static func mark(
    _ facts: inout [Int: CodeFacts], targets: [Target], display: (String) -> String
  ) {
    var paths: [String: String] = [:]
    for (index, target) in targets.enumerated() where facts[index] != nil {
      for path in target.code.files where Paths.pathExtension(path) == "swift" {
        paths[display(path)] = path
      }
    }
    var code = OwnCodeReach.CodeCache(files: Array(Set(paths.values)).sorted())
    for index in facts.keys.sorted() {
      let declared = Set(targets[index].sources.map(\.key))
      for use in facts[index]!.uses.indices {
        let call = facts[index]!.uses[use]
        guard call.module == nil, !call.isInBinary, call.calledOnlyElsewhere == nil,
          !call.api.keys.contains(where: declared.contains),
          let path = paths[call.location.file],
          let type = code.valueTypes(in: path).first(where: {
            $0.body.contains(call.location.start.offset)
          }),
          onlyPreviewsName(type, declaredIn: path, &code)
        else { continue }
        facts[index]!.uses[use].onlyInPreviews = type.name
      }
    }
  }

  /// Whether some file names a type, and every file that does names it only inside previews
  /// (its own file, outside its body and declarations).
  static func onlyPreviewsName(
    _ type: OwnCodeReach.Function, declaredIn path: String, _ code: inout OwnCodeReach.CodeCache
  ) -> Bool {
    let users = code.users(of: type, declaredIn: path)
    return !users.isEmpty
      && users.allSatisfy { file in
        let text = code.code(of: file, keep: true)
        let previews = previewBodies(in: text)
        var outside = false
        var previous = ""
        CodeReach.forEachIdentifier(in: text) { range, name in
          defer { previous = name }
          guard name == type.name, !previews.contains(where: { $0.contains(range.lowerBound) })
          else { return }
          let declaring =
            file == path
            && (type.body.contains(range.lowerBound)
              || ["struct", "enum", "extension"].contains(previous))
          if !declaring { outside = true }
        }
        return !outside
      }
  }

  /// The bodies of a file's previews: `#Preview` macros and the types that conform to
  /// `PreviewProvider`.
  static func previewBodies(in code: [UInt8]) -> [Range<Int>] {
    var bodies: [Range<Int>] = []
    CodeReach.forEachIdentifier(in: code) { range, name in
      let macro = name == "Preview" && range.lowerBound > 0 && code[range.lowerBound - 1] == 0x23
      guard macro || name == "PreviewProvider",
        !bodies.contains(where: { $0.contains(range.lowerBound) }),
        let open = OwnCodeReach.Function.bodyStart(code, after: range.upperBound),
        let close = OwnCodeReach.Function.matchingBrace(code, from: open)
      else { return }
      bodies.append(open..<close)
    }
    return bodies
  }
}
