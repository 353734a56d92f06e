import Glibc

/// Keys typed for the next box of a quick series. whiptail and dialog drop what was typed before
/// they start (curses flushes its input once the screen is set up), and start so fast that three
/// quick Enters still answer `--msgbox; --msgbox; --yesno` one box each. A box that ends leaves a
/// mark here, kept per terminal; a box that starts within `window` of it keeps what was typed
/// meanwhile, since that was typed for it, and drops it otherwise: a key pressed while a slow
/// command ran between two boxes was no answer to the second.
///
/// The mark is a file's modification time in the user's runtime directory, named after the
/// terminal's device number, so that every process on the same terminal finds it; it holds the
/// session's id, so that a new session given the number of a closed terminal is not taken for it.
public enum TypeAheadHandoff {
    /// How long after a box ends the next one still takes what was typed meanwhile.
    public static let window = 0.5

    /// Marks that a box on `device` ends now.
    public static func boxEnds(on device: TTYDevice) {
        guard let path = path(for: device) else { return }
        let fd = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var status = stat()
        // Somebody else's file, or no plain file, under our name is left alone.
        guard fstat(fd, &status) == 0, status.st_uid == getuid(), status.st_mode & S_IFMT == S_IFREG else { return }
        let session = Array(String(getsid(0)).utf8)
        guard ftruncate(fd, 0) == 0, pwrite(fd, session, session.count, 0) == session.count else { return }
        _ = futimens(fd, nil)
    }

    /// True when a box on `device` ended within `window`.
    public static func followsABox(on device: TTYDevice) -> Bool {
        guard let path = path(for: device) else { return false }
        var status = stat()
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        guard fstat(fd, &status) == 0, status.st_uid == getuid(), status.st_mode & S_IFMT == S_IFREG else { return false }
        var text = [UInt8](repeating: 0, count: 16)
        let count = read(fd, &text, text.count)
        guard count > 0, String(decoding: text[..<count], as: UTF8.self) == String(getsid(0)) else { return false }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let ended = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
        let since = Double(now.tv_sec) + Double(now.tv_nsec) / 1e9 - ended
        return since >= 0 && since <= window
    }

    private static func path(for device: TTYDevice) -> String? {
        device.deviceNumber().map { RuntimeDirectory.file("typeahead-\($0)") }
    }
}
