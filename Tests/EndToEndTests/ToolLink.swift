import Foundation
import PopupTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// popupctl linked under another program's name (whiptail, dialog, fzf…), in a directory of the
/// test run's own that `label` names: for a script's PATH, or to run by its path.
enum ToolLink {
    /// The link named `name`, made afresh.
    static func make(_ name: String, in label: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-\(label)-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let link = directory.appendingPathComponent(name).path
        unlink(link)
        guard symlink(RepositoryPaths.popupctl, link) == 0 else { throw NSError(domain: "symlink", code: Int(errno)) }
        return link
    }
}
