import Foundation

/// Files of this repository, found from this source file's path, for tests that hold the docs to the code.
enum RepositoryFile {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Tools in Sources/ that are not part of what popupctl does (their environment is their own).
    static let tools = ["popupctl-bench"]

    /// Every Swift source file under Sources/ that popupctl and PopupKit are built from, as text.
    static func sources() throws -> [String] {
        let directory = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var texts: [String] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            if tools.contains(where: { url.path.hasPrefix(directory.appendingPathComponent($0).path + "/") }) { continue }
            texts.append(try String(contentsOf: url, encoding: .utf8))
        }
        return texts
    }
}
