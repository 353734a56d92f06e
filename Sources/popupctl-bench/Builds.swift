import Glibc

/// The popupctl binaries to measure. Run from the package with no --popupctl, the bench builds
/// popupctl as README's install does (`swift build -c release`: a static executable, the Swift
/// runtime and libc linked in, so nothing is loaded or relocated at start) and measures it.
struct Builds {
    static let defaultArguments = ["build", "-c", "release", "--product", "popupctl"]

    var main: String
    var alternates: [(label: String, path: String)]
    var notes: [String] = []

    /// nil when there is no popupctl to measure (the reason is printed).
    static func find(_ options: BenchOptions) -> Builds? {
        if let path = options.popupctl {
            guard access(path, X_OK) == 0 else {
                printError("popupctl-bench: \(path) is not an executable")
                return nil
            }
            return Builds(main: path, alternates: options.alternates)
        }
        guard let directory = Tool.ownDirectory() else {
            printError("popupctl-bench: cannot tell where this executable is; pass --popupctl PATH")
            return nil
        }
        let beside = directory + "/popupctl"
        guard access("Package.swift", R_OK) == 0, let swift = Tool.onPath("swift") else {
            guard access(beside, X_OK) == 0 else {
                printError("popupctl-bench: no popupctl beside this executable; run swift build -c release, or pass --popupctl PATH")
                return nil
            }
            return Builds(main: beside, alternates: options.alternates)
        }
        printError("popupctl-bench: swift " + defaultArguments.joined(separator: " "))
        guard Subprocess.run(swift, defaultArguments) == 0, access(beside, X_OK) == 0 else {
            printError("popupctl-bench: building popupctl failed")
            return nil
        }
        return Builds(main: beside, alternates: options.alternates)
    }
}
