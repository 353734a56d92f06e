import Glibc

/// A Unix stream socket between two of our processes: one listens at a path in a
/// `PrivateDirectory`, the other connects. Either end learns that the other has gone (its process
/// ended, however it ended) as the end of what it reads.
public final class LocalSocket: @unchecked Sendable {
    public let fd: Int32
    private var closed = false

    private init(fd: Int32) { self.fd = fd }

    deinit { close() }

    /// Listens at `path`; `accept()` takes a connection without waiting.
    public static func listen(at path: String) throws -> LocalSocket {
        let socket = try make()
        _ = fcntl(socket.fd, F_SETFL, fcntl(socket.fd, F_GETFL) | O_NONBLOCK)
        guard try withAddress(path, { bind(socket.fd, $0, $1) }) == 0 else { throw TTYError("bind", code: errno) }
        guard Glibc.listen(socket.fd, 4) == 0 else { throw TTYError("listen", code: errno) }
        return socket
    }

    /// Connects to the socket listening at `path`.
    public static func connect(to path: String) throws -> LocalSocket {
        let socket = try make()
        while try withAddress(path, { Glibc.connect(socket.fd, $0, $1) }) != 0 {
            guard errno == EINTR else { throw TTYError("connect", code: errno) }
        }
        return socket
    }

    /// A connection waiting on a listening socket, or nil when none is.
    public func accept() -> LocalSocket? {
        let connection = Glibc.accept(fd, nil, nil)
        guard connection >= 0, let moved = Descriptors.aboveStandardStreams(connection) else { return nil }
        _ = fcntl(moved, F_SETFD, FD_CLOEXEC)
        return LocalSocket(fd: moved)
    }

    /// Sends all of `bytes`, waiting while the other end is slow; fails once it has gone.
    public func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if sent < 0 {
                if errno == EINTR { continue }
                throw TTYError("send", code: errno)
            }
            offset += sent
        }
    }

    /// What has arrived, without waiting: bytes, `[]` once the other end has gone, nil when
    /// nothing is there yet.
    public func receive() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        if count > 0 { return Array(buffer[0..<count]) }
        if count < 0 && (errno == EAGAIN || errno == EINTR) { return nil }
        return []
    }

    /// Blocks until the other end has gone, dropping anything it sends.
    public func waitForEnd() {
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 || (count < 0 && errno != EINTR) { return }
        }
    }

    /// Closes it: the other end reads its end. Once.
    public func close() {
        guard !closed else { return }
        closed = true
        _ = Glibc.close(fd)
    }

    private static func make() throws -> LocalSocket {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0, let moved = Descriptors.aboveStandardStreams(fd) else { throw TTYError("socket", code: errno) }
        return LocalSocket(fd: moved)
    }

    private static func withAddress(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32) throws -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw TTYError(path, code: ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }
}
