import Glibc

/// The directory a file popupctl writes (a recording, a progress file) is in, opened one component
/// at a time, as OpenSSH opens its own files: a symbolic link on the way is followed only when it
/// is root's or ours, so that another user's link in a shared directory (`/tmp/shared/dir` made a
/// link to somewhere of ours) cannot make us write elsewhere. A planted one is a `FileRefusal`.
struct WrittenFileDirectory {
    /// The directory, open (AT_FDCWD for a bare name).
    let fd: Int32
    /// The file's name in it.
    let name: String

    /// Opens the directory `path` names its file in. Throws `TTYError` or `FileRefusal`.
    init(of path: String) throws {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        name = parts.popLast() ?? ""
        var directory = path.hasPrefix("/") ? try Self.open(AT_FDCWD, "/", followingLinks: true) : AT_FDCWD
        do {
            for part in parts {
                var info = stat()
                guard fstatat(directory, part, &info, AT_SYMLINK_NOFOLLOW) == 0 else { throw TTYError("open", code: errno) }
                let isLink = (info.st_mode & S_IFMT) == S_IFLNK
                if isLink, info.st_uid != 0, info.st_uid != geteuid() { throw FileRefusal.linkedDirectory }
                let next = try Self.open(directory, part, followingLinks: isLink)
                if directory != AT_FDCWD { Glibc.close(directory) }
                directory = next
            }
        } catch {
            if directory != AT_FDCWD { Glibc.close(directory) }
            throw error
        }
        fd = directory
    }

    /// Closes the directory.
    func close() {
        if fd != AT_FDCWD { Glibc.close(fd) }
    }

    private static func open(_ directory: Int32, _ name: String, followingLinks: Bool) throws(TTYError) -> Int32 {
        let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
        let opened = openat(directory, name, flags)
        guard opened >= 0 else { throw TTYError("open", code: errno) }
        return opened
    }
}
