import ProjectDescription

let project = Project(
    name: "Receipts",
    targets: [
        .target(
            name: "Receipts",
            destinations: .iOS,
            product: .app,
            bundleId: "org.example.receipts",
            infoPlist: .file(path: "App/Info.plist"),
            sources: ["App/Sources/**"],
            resources: ["App/Resources/**"],
            dependencies: [.project(target: "Scanner", path: "Packages/Scanner")]
        ),
    ]
)
