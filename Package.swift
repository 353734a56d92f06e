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
        // The release executable is static: the Swift runtime and the C library linked in, nothing
        // to load or relocate at start (shared, the C++ library alone costs 0.7 ms to load), and it
        // runs on machines without Swift. Only this target's link has the flags, so a package
        // depending on the PopupKit library by URL still builds (unsafe flags are refused only in
        // the targets a client builds); debug stays dynamic, as the test binaries that link it are.
        .executableTarget(name: "popupctl", dependencies: ["PopupCLI", "PopupTTY"],
                          swiftSettings: [.define("POPUPCTL_STATIC_EXECUTABLE", .when(configuration: .release))],
                          linkerSettings: [.unsafeFlags(["-static-executable"], .when(configuration: .release))]),
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
