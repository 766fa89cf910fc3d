// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Locating",
  products: [.library(name: "Locating", targets: ["Locating"])],
  targets: [
    .target(name: "Locating"),
    .testTarget(name: "LocatingTests", dependencies: ["Locating"]),
  ]
)
