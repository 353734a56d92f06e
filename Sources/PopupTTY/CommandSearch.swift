import Glibc

/// Where execvp(3) finds a command: a name with a slash is its own path, any other is looked for
/// in each PATH directory in turn (an empty entry is the current directory).
enum CommandSearch {
    /// The file `name` runs, or nil when there is none that could be run.
    static func path(of name: String) -> String? {
        guard !name.isEmpty else { return nil }
        if name.contains("/") { return name }
        // execvp's default when PATH is unset.
        let search = getenv("PATH").map { String(cString: $0) } ?? "/bin:/usr/bin"
        for directory in search.split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (directory.isEmpty ? "." : String(directory)) + "/" + name
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }
}
