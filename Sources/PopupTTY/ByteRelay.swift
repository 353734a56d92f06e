import Glibc

/// Passes a stream on to another process as it comes: what is read from `input` is written to
/// `output`, on a thread of its own, so that neither a slow reader nor a quiet writer holds up the
/// caller. At the end of the input `output` is closed, which is the end for its reader.
public enum ByteRelay {
    /// Starts relaying; the thread ends with the input, or when `output` takes no more bytes.
    public static func start(from input: DataInput, to output: Int32) throws -> Worker {
        try Worker {
            defer { _ = close(output) }
            while true {
                _ = Poll.wait([input.fd], timeout: nil)
                guard let bytes = input.read() else { continue }
                if bytes.isEmpty { return }
                guard (try? StandardStreams.writeAll(output, bytes)) != nil else { return }
            }
        }
    }
}
