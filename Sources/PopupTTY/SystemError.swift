import Glibc

let EIO_CODE = EIO
let ENXIO_CODE = ENXIO
let EINTR_CODE = EINTR

/// Words for errno values.
public enum SystemError {
    public static func message(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }

    public static var current: Int32 { errno }

    /// ENOENT: no such file (or command).
    public static let noSuchFile = ENOENT
    /// EBADF: a descriptor that is not open (`<&-`).
    public static let badDescriptor = EBADF
    /// EWOULDBLOCK: a lock still held by another process.
    public static let wouldBlock = EWOULDBLOCK
}
