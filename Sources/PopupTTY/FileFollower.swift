import Glibc

/// A file read as `tail -f` reads it, on a thread of its own: its last `tailBytes` first (from the
/// first line break in them, so no half line shows), then what is appended, checked five times a
/// second; a file cut shorter is read again from its start. What it reads arrives on `input`.
/// However large the file, it reads only its end and what grows.
public final class FileFollower: @unchecked Sendable {
    /// What the file holds and gains, for the box.
    public let input: DataInput
    private let pipe: DataPipe
    private var worker: Worker?

    /// How often the file is checked for more.
    static let interval: Int32 = 200

    /// Opens `path` (throws when it cannot be read) and starts following it.
    public init(path: String, tailBytes: Int) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw TTYError(path, code: errno) }
        let pipe = try DataPipe()
        self.pipe = pipe
        input = pipe.input
        let reader = FileTailReader(fd: fd, tailBytes: max(0, tailBytes))
        worker = try Worker {
            defer { Glibc.close(fd) }
            reader.follow(into: pipe)
        }
    }

    /// Stops following: the reader's end is closed, and the thread sees it within `interval`.
    public func stop() {
        input.close()
        worker?.join()
        worker = nil
    }

    deinit { stop() }
}

/// The reading half of `FileFollower`, on its thread.
private struct FileTailReader: @unchecked Sendable {
    let fd: Int32
    let tailBytes: Int

    func follow(into pipe: DataPipe) {
        var offset = startOffset()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            var info = stat()
            if fstat(fd, &info) == 0, Int(info.st_size) < offset { offset = 0 }
            // Read what is there now, a chunk at a time.
            while true {
                let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(offset)) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                offset += count
                guard pipe.write(Array(buffer[0..<count])) else { return }
            }
            // Wait, and leave once the box has stopped reading.
            guard pipe.waitWhileRead(milliseconds: FileFollower.interval) else { return }
        }
    }

    /// Where reading starts: `tailBytes` before the end, moved past the next line break.
    private func startOffset() -> Int {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return 0 }
        let size = Int(info.st_size)
        guard size > tailBytes else { return 0 }
        var start = size - tailBytes
        var byte: UInt8 = 0
        while start < size, pread(fd, &byte, 1, off_t(start)) == 1 {
            start += 1
            if byte == 0x0A { break }
        }
        return start
    }
}
