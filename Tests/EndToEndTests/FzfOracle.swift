import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// fzf 0.74.5 itself, the oracle the fzf tests compare popupctl linked as `fzf` with, and a
/// directory where `fzf` is popupctl. The real one is found by absolute path (FZF_ORACLE, else
/// the first `fzf` on PATH that says 0.74.5 and is not popupctl): the tests put popupctl's first.
enum FzfOracle {
    static let version = "0.74.5"

    static let path: String? = {
        var candidates: [String] = []
        if let given = ProcessInfo.processInfo.environment["FZF_ORACLE"] { candidates.append(given) }
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(String(directory) + "/fzf")
        }
        candidates.append("/root/.pyenv/versions/3.11.7/bin/fzf")
        return candidates.first { path in
            guard FileManager.default.isExecutableFile(atPath: path),
                  let said = try? Tmux.run([path, "--version"]) else { return false }
            return said.output.hasPrefix(version) && !said.output.contains("popupctl")
        }
    }()

    /// The directory of the real fzf, for a PATH that finds it under its name.
    static var directory: String? { path.map { ($0 as NSString).deletingLastPathComponent } }

    /// A directory holding `fzf`, a link to the built popupctl.
    static func linkDirectory() throws -> String {
        (try ToolLink.make("fzf", in: "fzf") as NSString).deletingLastPathComponent
    }
}
