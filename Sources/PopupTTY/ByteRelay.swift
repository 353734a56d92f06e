import Glibc
import Synchronization

/// Passes a stream on to another process as it comes: what is read from `input` is written to
/// `output`, on a thread of its own, so that neither a slow reader nor a quiet writer holds up the
/// caller. At the end of the input `output` is closed, which is the end for its reader. Asked to,
/// it keeps a copy of what it passed on (a list's items, which the caller answers with).
public final class ByteRelay: Sendable {
    private let kept: Mutex<(bytes: [UInt8], ended: Bool)>
    private let keeps: Bool

    /// Starts relaying; the thread ends with the input, or when `output` takes no more bytes.
    public init(from input: DataInput, to output: Int32, keeping: Bool) throws {
        kept = Mutex(([], false))
        keeps = keeping
        _ = try Worker { [self] in
            defer { _ = close(output) }
            while true {
                _ = Poll.wait([input.fd], timeout: nil)
                guard let bytes = input.read() else { continue }
                if bytes.isEmpty {
                    kept.withLock { $0.ended = true }
                    return
                }
                if keeps { kept.withLock { $0.bytes += bytes } }
                guard (try? StandardStreams.writeAll(output, bytes)) != nil else { return }
            }
        }
    }

    /// What has been passed on so far (when kept), and whether the input has ended.
    public var passedOn: (bytes: [UInt8], ended: Bool) { kept.withLock { $0 } }
}
