import Glibc

/// A stream a progress box reads besides the terminal: stdin, or a command's output. Read a chunk
/// at a time after poll says it is ready, so a fast writer is drained without waiting on it.
public final class DataInput: @unchecked Sendable {
    public let fd: Int32
    private let owned: Bool
    private var closed = false
    private var buffer: [UInt8]

    /// The most one read takes.
    public static let chunkSize = 1 << 20

    /// Reads `fd`; closes it when done only if `owned` (stdin stays open).
    public init(fd: Int32, owned: Bool) {
        self.fd = fd
        self.owned = owned
        buffer = [UInt8](repeating: 0, count: Self.chunkSize)
    }

    /// stdin.
    public static var standardInput: DataInput { DataInput(fd: StandardStreams.input, owned: false) }

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

    /// One read: bytes, empty at end of input (a read error ends it too), nil when a signal came first.
    public func read() -> [UInt8]? {
        let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if count > 0 { return Array(buffer[0..<count]) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return nil }
        return []
    }
}
