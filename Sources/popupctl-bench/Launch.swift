/// What to start in a pseudo-terminal, and how.
struct Launch {
    var executable: String
    var arguments: [String]
    var environment: [String: String]
    /// A file to read as stdin; nil: stdin is the terminal, like a person at a prompt.
    var stdinPath: String?
    /// A producer's command line: its stdout, a pipe, is stdin, as in `producer | tool` (wins over
    /// `stdinPath`).
    var stdinProducer: [String]?
    var columns: Int
    var rows: Int
    /// Where the program's stderr goes (shown when a run fails).
    var stderrPath = "/dev/null"

    /// The environment every tool gets: nothing from the bench's own shell (COLUMNS, LINES,
    /// NO_COLOR or an ESCDELAY would change what is measured), a UTF-8 locale and an xterm.
    static func baseEnvironment(term: String = "xterm-256color") -> [String: String] {
        ["PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": "/tmp", "TERM": term, "LANG": "C.UTF-8"]
    }
}
