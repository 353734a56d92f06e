import Glibc

/// The entries of a directory, each with whether it is a directory itself (a link counts as what
/// it points to, as `stat` sees it; a link that leads nowhere is left out).
public enum DirectoryReader {
    /// The names in `path` and whether each is a directory, at most `limit` of them, each name at
    /// most `nameLimit` bytes (longer ones are left out); nil when it cannot be read.
    public static func entries(of path: String, limit: Int, nameLimit: Int = 4096) -> [(name: String, isDirectory: Bool)]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        let base = path.hasSuffix("/") ? path : path + "/"
        var result: [(name: String, isDirectory: Bool)] = []
        while result.count < limit, let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String? in
                let bytes = raw.bindMemory(to: UInt8.self)
                let length = bytes.firstIndex(of: 0) ?? bytes.count
                guard length > 0, length <= nameLimit else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<length]), as: UTF8.self)
            }
            guard let name else { continue }
            // The entry's own type when the directory gives it; a link (or a file system that
            // does not say) is looked at, and one that leads nowhere is not shown, as in dialog.
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): result.append((name, true))
            case Int32(DT_LNK), Int32(DT_UNKNOWN):
                var info = stat()
                guard stat(base + name, &info) == 0 else { continue }
                result.append((name, (info.st_mode & S_IFMT) == S_IFDIR))
            default: result.append((name, false))
            }
        }
        return result
    }
}
