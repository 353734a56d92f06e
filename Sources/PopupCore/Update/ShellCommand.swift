/// A command a list action runs through the shell (fzf's `become`, `execute`, `reload`…): its
/// line with the placeholders filled in, the files it names, and what it is told in its
/// environment besides ours (`FZF_QUERY`, `FZF_POS`…).
public struct ShellCommand: Sendable, Equatable {
    /// The shell and its flags, the line to follow (`$SHELL -c`, `--with-shell`).
    public var shell: [String]
    public var line: [UInt8]
    /// Written before it runs; the host removes them when the dialog ends.
    public var files: [Placeholders.File]
    public var environment: [String: String]

    public init(shell: [String], line: [UInt8], files: [Placeholders.File] = [], environment: [String: String] = [:]) {
        self.shell = shell
        self.line = line
        self.files = files
        self.environment = environment
    }

    /// Its words: the shell's, then the line.
    public var arguments: [[UInt8]] { shell.map { Array($0.utf8) } + [line] }
}
