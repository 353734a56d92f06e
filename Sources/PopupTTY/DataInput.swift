import Glibc

/// A stream a progress box reads besides the terminal: stdin, or a command's output. Read a chunk
/// at a time after poll says it is ready, so a fast writer is drained without waiting on it.
public final class DataInput: @unchecked Sendable {
    public let fd: Int32
    /// What it is, for an error message: "stdin", "the command's output", a file's name.
    public let name: String
    /// Why the input ended early, as an errno, when a read failed: a failure, never an end.
    public private(set) var failure: Int32?
    private let owned: Bool
    private var closed = false
    private var buffer: [UInt8]

    /// The most one read takes: what one turn of the run loop handles before it looks at the keys
    /// again (a pipe's worth; a list's or a progress box's lines cost some work each).
    public static let chunkSize = 1 << 16

    /// Reads `fd`, called `name`; closes it when done only if `owned` (stdin stays open).
    public init(fd: Int32, owned: Bool, name: String = "the input") {
        self.fd = fd
        self.owned = owned
        self.name = name
        buffer = [UInt8](repeating: 0, count: Self.chunkSize)
    }

    /// stdin.
    public static var standardInput: DataInput { DataInput(fd: StandardStreams.input, owned: false, name: "stdin") }

    /// The file at `path`, named `name`, opened to be read as it is (a FIFO, `<(cmd)`, a file
    /// still growing); its size when it is a regular file, else nil. A directory is refused.
    public static func file(_ path: String, name: String) throws -> (input: DataInput, size: Int?) {
        let opened = open(path, O_RDONLY | O_CLOEXEC)
        guard opened >= 0 else { throw TTYError(path, code: errno) }
        guard let fd = Descriptors.aboveStandardStreams(opened) else { throw TTYError(path, code: errno) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            Glibc.close(fd)
            throw TTYError(path, code: code)
        }
        let kind = info.st_mode & S_IFMT
        guard kind != S_IFDIR else {
            Glibc.close(fd)
            throw TTYError(path, code: EISDIR)
        }
        return (DataInput(fd: fd, owned: true, name: name), kind == S_IFREG ? Int(info.st_size) : nil)
    }

    /// Reads to the end, handing over each chunk as it comes; throws the read's error.
    public func readToEnd(_ chunk: ([UInt8]) -> Void) throws {
        while true {
            guard let bytes = read() else {
                // A signal, or a descriptor left non-blocking by whoever opened it: wait for data.
                _ = Poll.wait([fd], timeout: nil)
                continue
            }
            if let error { throw error }
            if bytes.isEmpty { return }
            chunk(bytes)
        }
    }

    /// The bytes left to read when the input is a regular file (`cmd < file`); nil for a pipe,
    /// a terminal or anything else whose size is not known before it is read.
    public var bytesLeftInFile: Int? {
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let position = lseek(fd, 0, SEEK_CUR)
        return max(0, Int(info.st_size) - max(0, Int(position)))
    }

    deinit { close() }

    /// Closes the descriptor if it is ours (a command's pipe); stdin stays open. Once only.
    public func close() {
        guard owned, !closed else { return }
        closed = true
        _ = Glibc.close(fd)
    }

    /// Reads never wait: `read()` gives nil when nothing is there yet.
    public func setNonBlocking() {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    /// One read: bytes, empty at end of input, nil when a signal came first. A read error ends
    /// the input too, and says why in `failure`.
    public func read() -> [UInt8]? {
        let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if count > 0 { return Array(buffer[0..<count]) }
        if count < 0 {
            let code = errno
            if code == EINTR || code == EAGAIN { return nil }
            failure = code
        }
        return []
    }

    /// The input's failure as an error for its reader to throw, if a read failed.
    public var error: TTYError? { failure.map { TTYError(name, code: $0) } }
}
