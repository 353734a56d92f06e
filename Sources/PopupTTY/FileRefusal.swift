/// Why a file popupctl writes (a progress file, a recording) is not opened: it could be another
/// user's trap, or a thing that is not a file at all (a FIFO would hang the open, /dev/full
/// would swallow the answer after it was given).
public enum FileRefusal: Error, Equatable, Sendable {
    /// The path is a symbolic link (followed, it could make us write anywhere).
    case symbolicLink
    /// A directory on the path is another user's symbolic link (`WrittenFileDirectory`).
    case linkedDirectory
    /// Not a regular file: what it is instead ("a FIFO", "a character device", …).
    case notRegular(String)
    /// It belongs to another user.
    case otherOwner
    /// It has other names (hard links): writing it would change a file elsewhere.
    case otherLinks
}
