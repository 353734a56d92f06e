import Foundation

/// Paths in this repository, found from this source file, and tools on PATH.
enum RepositoryPaths {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    static var popupctl: String { Tmux.binaryDirectory.appendingPathComponent("popupctl").path }

    /// True when `tool` is on PATH.
    static func has(_ tool: String) -> Bool {
        (try? Tmux.run(["sh", "-c", "command -v \(tool)"]).status) == 0
    }
}
