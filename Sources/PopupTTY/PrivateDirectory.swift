import Glibc

/// A directory only this user can enter (mode 0700), for what one of our processes hands another
/// and nobody else may read: a popup's answer can be a password. Its files are made 0600, never
/// over an existing name; `remove()` takes it away with what was made in it.
public final class PrivateDirectory {
    public let path: String
    private var made: [String] = []
    private var removed = false

    /// A new directory under TMPDIR (else /tmp) named `prefix` and six random characters. A TMPDIR
    /// too long for a socket's address (108 bytes with the name of the socket) gives way to /tmp.
    public init(prefix: String, environment: [String: String]) throws {
        var base = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        if base.utf8.count + prefix.utf8.count > 64 { base = "/tmp" }
        var template = Array((base + "/" + prefix + ".XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard let made else { throw TTYError("mkdtemp", code: errno) }
        path = String(cString: made)
    }

    deinit { remove() }

    /// The path of `name` inside the directory.
    public func path(of name: String) -> String { path + "/" + name }

    /// Writes `bytes` to a new file `name`, readable by this user alone.
    public func write(_ name: String, _ bytes: [UInt8]) throws {
        let fd = open(path(of: name), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw TTYError(name, code: errno) }
        made.append(name)
        defer { close(fd) }
        try StandardStreams.writeAll(fd, bytes)
    }

    /// A named pipe `name`, for another process to read (`openPipe`) what this one writes.
    public func makePipe(_ name: String) throws {
        guard mkfifo(path(of: name), 0o600) == 0 else { throw TTYError(name, code: errno) }
        made.append(name)
    }

    /// Opens the named pipe `name` to write to it, without waiting for its reader (it is opened
    /// for reading too): the reader's open does not wait either from now on. Writing blocks while
    /// the pipe is full; closing the descriptor is the end of the data.
    public func openPipeForWriting(_ name: String) throws -> Int32 {
        let fd = open(path(of: name), O_RDWR | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0, let moved = Descriptors.aboveStandardStreams(fd) else { throw TTYError(name, code: errno) }
        return moved
    }

    /// A socket listening at `name` (see `LocalSocket.listen`).
    public func listen(_ name: String) throws -> LocalSocket {
        let socket = try LocalSocket.listen(at: path(of: name))
        made.append(name)
        return socket
    }

    /// Removes what was made in it, then the directory. Once; also when the object goes.
    public func remove() {
        guard !removed else { return }
        removed = true
        for name in made { unlink(path(of: name)) }
        rmdir(path)
    }

    /// Whether `path` is a directory of this user's that nobody else can enter, checked before a
    /// process that was given its name trusts what it holds.
    public static func isPrivate(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return info.st_mode & S_IFMT == S_IFDIR && info.st_uid == geteuid() && info.st_mode & 0o077 == 0
    }

    /// The whole of file `name` in the private directory `path`, at most `limit` bytes; nil when
    /// it is not there.
    public static func read(_ name: String, in path: String, limit: Int) -> [UInt8]? {
        try? StandardStreams.readFile(path + "/" + name, limit: limit)
    }

    /// Opens the named pipe `name` in `path` to read it (the end of its data is `[]`), once its
    /// writer has opened it; nil when it is not there.
    public static func openPipe(_ name: String, in path: String) -> DataInput? {
        let fd = open(path + "/" + name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0, let moved = Descriptors.aboveStandardStreams(fd) else { return nil }
        return DataInput(fd: moved, owned: true)
    }
}
