// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Scanner",
    defaultLocalization: "en",
    products: [.library(name: "Scanner", targets: ["Scanner"])],
    targets: [.target(name: "Scanner", resources: [.process("Resources")])]
)
