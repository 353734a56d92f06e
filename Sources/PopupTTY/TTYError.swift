/// A failure of the terminal device, with the system's reason.
public struct TTYError: Error, Equatable, Sendable, CustomStringConvertible {
    public var operation: String
    public var code: Int32

    public init(_ operation: String, code: Int32) {
        self.operation = operation
        self.code = code
    }

    public var description: String {
        "\(operation): \(SystemError.message(code))"
    }

    /// A signal interrupted the call.
    public var isInterrupted: Bool { code == EINTR_CODE }

    /// The terminal went away (hangup, closed pty).
    public var isHangup: Bool { code == EIO_CODE || code == ENXIO_CODE }
}
