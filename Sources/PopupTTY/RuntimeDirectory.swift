import Glibc

/// Where popupctl keeps the small files of its own that outlive one process (the terminal lock,
/// an answer file's replay position): $XDG_RUNTIME_DIR when there is one we can write, else /tmp.
/// Names in it carry the user's id; files are opened as `LockedFile` opens them (never through a
/// symbolic link, only regular files of the user's own), so a shared /tmp is safe.
public enum RuntimeDirectory {
    public static var path: String {
        if let runtime = getenv("XDG_RUNTIME_DIR").map({ String(cString: $0) }), runtime.hasPrefix("/"), access(runtime, W_OK) == 0 {
            return runtime
        }
        return "/tmp"
    }

    /// `name`'s path there, behind "popupctl-UID-".
    public static func file(_ name: String) -> String { "\(path)/popupctl-\(getuid())-\(name)" }
}
