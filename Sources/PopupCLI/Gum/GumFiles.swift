import PopupTTY

/// What `gum filter` offers when given nothing (gum's internal/files): the files under the
/// working directory, in walking order, their paths relative to it, none under a name that starts
/// with `.` or under `node_modules`; at most `limit` of them.
enum GumFiles {
    static func list(root: String = ".", limit: Int = 100_000) -> [String] {
        var found: [String] = []
        walk(root, prefix: "", into: &found, limit: limit, depth: 0)
        return found
    }

    /// The most entries read of one directory.
    static let entriesLimit = 100_000

    private static func walk(_ directory: String, prefix: String, into found: inout [String], limit: Int, depth: Int) {
        guard depth < 64, let entries = DirectoryReader.entries(of: directory, limit: entriesLimit) else { return }
        for entry in entries.sorted(by: { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }) {
            guard found.count < limit else { return }
            if entry.name.hasPrefix(".") || entry.name == "node_modules" { continue }
            if entry.isDirectory {
                walk(directory + "/" + entry.name, prefix: prefix + entry.name + "/", into: &found, limit: limit, depth: depth + 1)
            } else {
                found.append(prefix + entry.name)
            }
        }
    }
}
