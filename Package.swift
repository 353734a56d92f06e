// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "popupctl",
    products: [
        .library(name: "PopupKit", targets: ["PopupKit"]),
        .executable(name: "popupctl", targets: ["popupctl"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "PopupCore"),
        .target(name: "PopupTTY"),
        .target(name: "PopupKit", dependencies: ["PopupCore", "PopupTTY"]),
        .target(name: "PopupCLI", dependencies: ["PopupKit", "PopupTTY"]),
        .executableTarget(name: "popupctl", dependencies: ["PopupCLI"]),
        .executableTarget(name: "popupkit-example", dependencies: ["PopupKit"]),
        .executableTarget(name: "popupctl-bench"),
        .testTarget(name: "PopupCoreTests", dependencies: ["PopupCore"], exclude: ["Image/Fixtures"]),
        .testTarget(name: "PopupCLITests", dependencies: ["PopupCLI", "PopupKit"]),
        .testTarget(name: "EndToEndTests", dependencies: ["popupctl"]),
        .testTarget(name: "PopupKitClientTests", dependencies: ["PopupKit"]),
        .testTarget(name: "BenchTests", dependencies: ["popupctl-bench"]),
    ],
    swiftLanguageModes: [.v6]
)
