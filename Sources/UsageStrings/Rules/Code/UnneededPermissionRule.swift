/// `unneeded-permission`: a key whose only uses are pickers that need no permission.
public struct UnneededPermissionRule: Rule {
  public static let description = RuleDescription(
    id: "unneeded-permission", name: "Unneeded permission",
    summary: "a purpose key whose only uses are system pickers that need no permission",
    rationale: """
      PhotosPicker, the contact picker, the one-time location button and the event editor run \
      out of the app's process and hand it only what the person picked: no permission alert, no \
      purpose string. An app that declares the key anyway asks people for more than it needs \
      — and more than App Review expects.
      """,
    defaultSeverity: .note, scope: .code,
    examples: [
      .passing(
        .infoPlist(
          "\t<key>NSPhotoLibraryUsageDescription</key>\n\t<string>Show your albums.</string>\n"),
        .file(
          "App/Albums.swift",
          "import Photos\n\nlet assets = PHAsset.fetchAssets(with: .image, options: nil)\n")),
      .failing(
        .infoPlist(
          "\t<key>↓NSPhotoLibraryUsageDescription</key>\n\t<string>Pick a photo for an entry.</string>\n"
        ),
        .file(
          "App/Picker.swift",
          "import PhotosUI\nimport SwiftUI\n\nstruct Picker: View {\n  @State var item: PhotosPickerItem?\n  var body: some View { PhotosPicker(selection: $item) { Text(\"Pick\") } }\n}\n"
        )),
    ])

  public static func check(_ context: RuleContext, _ emit: (Finding) -> Void) {
    // The code of every bundle built with the declaration, Swift and Objective-C together.
    for declaration in SharedDeclaration.all(context) {
      let key = declaration.source.key
      var seen: Set<String> = []
      let uses = declaration.targets.flatMap { target in
        (target.codeFacts?.uses ?? []).filter { $0.api.keys.contains(key) }
      }.filter { seen.insert("\($0.location.file)|\($0.location.start.offset)").inserted }
      guard !uses.isEmpty, uses.allSatisfy(\.api.isPicker) else { continue }
      let pickers = Set(uses.map(\.api.name)).sorted().joined(separator: ", ")
      emit(
        Finding(
          "'\(key)' is only used by \(pickers), which needs no permission; remove the key so the app asks for nothing it does not need",
          at: declaration.source.keyLocation, key: key,
          notes: uses.prefix(3).map { .init(message: "used here", location: $0.location) }))
    }
  }
}
