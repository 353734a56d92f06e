import Glibc

/// A pipe within the process: what one thread writes, a progress box on another reads as its input.
public final class DataPipe: @unchecked Sendable {
    /// The read end, for the box.
    public let input: DataInput
    private let writeFD: Int32
    private var writerClosed = false

    public init() throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw TTYError("pipe", code: errno) }
        guard let readEnd = Descriptors.aboveStandardStreams(fds[0]),
              let writeEnd = Descriptors.aboveStandardStreams(fds[1]) else { throw TTYError("pipe", code: errno) }
        for fd in [readEnd, writeEnd] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        // A closed reader must be an error to see (EPIPE), not the death of the program.
        signal(SIGPIPE, SIG_IGN)
        input = DataInput(fd: readEnd, owned: true, name: "the program's updates")
        writeFD = writeEnd
    }

    deinit { closeWriter() }

    /// Writes all of `bytes`; false once the reader is gone.
    public func write(_ bytes: [UInt8]) -> Bool {
        guard !writerClosed else { return false }
        do {
            try StandardStreams.writeAll(writeFD, bytes)
            return true
        } catch {
            return false
        }
    }

    /// Waits up to `milliseconds`; false once the reader has closed its end (nobody reads any more).
    public func waitWhileRead(milliseconds: Int32) -> Bool {
        guard !writerClosed else { return false }
        var entry = pollfd(fd: writeFD, events: 0, revents: 0)
        let ready = poll(&entry, 1, milliseconds)
        return !(ready > 0 && entry.revents & Int16(POLLERR | POLLHUP) != 0)
    }

    /// The end of the input, for the reader.
    public func closeWriter() {
        guard !writerClosed else { return }
        writerClosed = true
        _ = Glibc.close(writeFD)
    }
}
