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
        .executableTarget(name: "popupctl", dependencies: ["PopupCLI", "PopupTTY"]),
        .executableTarget(name: "popupkit-example", dependencies: ["PopupKit"]),
        .executableTarget(name: "popupctl-bench"),
        // What several test targets share: the command's world and terminals in memory, a screen
        // that replays the bytes written, the system calls /proc shows, the one wait with a
        // deadline, the reducer driven as the run loop drives it, seeded random numbers.
        .target(name: "PopupTestSupport", dependencies: ["PopupCLI", "PopupKit", "PopupCore", "PopupTTY"],
                path: "Tests/PopupTestSupport"),
        .testTarget(name: "PopupCoreTests", dependencies: ["PopupCore", "PopupTestSupport"], exclude: ["Image/Fixtures"]),
        .testTarget(name: "PopupCLITests", dependencies: ["PopupCLI", "PopupKit", "PopupTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["popupctl", "PopupTestSupport"]),
        .testTarget(name: "PopupKitClientTests", dependencies: ["PopupKit", "PopupTestSupport"]),
        .testTarget(name: "BenchTests", dependencies: ["popupctl-bench"]),
    ],
    swiftLanguageModes: [.v6]
)
