import Glibc

/// The files a command's `{f}` placeholders name, in a directory of their own that only this
/// user can enter: made (0700) with the first file, refused when something else has the name;
/// each file made 0600, never through a link; all removed as the dialog ends.
public enum CommandFiles {
    public static func write(_ files: [(path: String, contents: [UInt8])], directory: String) throws {
        guard !files.isEmpty else { return }
        if mkdir(directory, 0o700) != 0 {
            guard errno == EEXIST else { throw TTYError(directory, code: errno) }
            var info = stat()
            guard lstat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid(),
                  info.st_mode & 0o077 == 0 else { throw TTYError(directory, code: EEXIST) }
        }
        for file in files {
            let fd = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard fd >= 0 else { throw TTYError(file.path, code: errno) }
            defer { close(fd) }
            var written = 0
            while written < file.contents.count {
                let count = file.contents[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { throw TTYError(file.path, code: errno) }
                written += count
            }
        }
    }

    /// Removes `directory` with the files in it, when it is there.
    public static func remove(_ directory: String) {
        guard let handle = opendir(directory) else { return }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { unlink(directory + "/" + name) }
        }
        closedir(handle)
        rmdir(directory)
    }
}
