/// What `update` asks the shell to run for the preview pane: a shell command line, and the
/// generation its output and its end are reported with, so that what an older command still
/// writes is told apart and dropped.
public struct PreviewRequest: Sendable, Equatable {
    public var generation: Int
    /// The command line for `sh -c`, as bytes: an item's name need not be UTF-8.
    public var command: [UInt8]

    public init(generation: Int, command: [UInt8]) {
        self.generation = generation
        self.command = command
    }
}
