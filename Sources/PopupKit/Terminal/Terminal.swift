import PopupCore
import PopupTTY

/// What the run loop waits for.
public enum TerminalInput: Sendable, Equatable {
    /// Bytes read from the terminal.
    case bytes([UInt8])
    /// A signal arrived (its number).
    case signal(Int32)
    /// The wait's time ran out.
    case timeout
    /// The terminal is gone (hangup, end of file).
    case closed
    /// Bytes read from the watched data input (see `Terminal.watch(_:)`).
    case data([UInt8])
    /// The watched data input ended; it is watched no more.
    case dataEnded
    /// Updates a program sent its progress box, oldest first (see `Terminal.watch(updates:)`);
    /// after `.end` the feed is watched no more.
    case progress([ProgressUpdate])
    /// Output of the preview command started for `generation` (see `Terminal.preview(_:)`).
    case previewOutput([UInt8], generation: Int)
    /// That command ended with `status` (128 + N for signal N), all its output read.
    case previewEnded(status: Int32, generation: Int)
}

/// The terminal a dialog runs on: the real one (`SystemTerminal`) or one in memory for tests.
public protocol Terminal: AnyObject {
    /// The size in cells.
    var size: Size { get }
    /// What a presentation left to the terminal (`Presentation.automatic`) is read from: NO_COLOR,
    /// COLORTERM, TERM, POPUPCTL_REDUCE_MOTION, the locale. The process's environment for the
    /// controlling terminal; none by default (the library reads nothing it was not given).
    var environment: [String: String] { get }
    /// Seconds on a monotonic clock.
    func now() -> Double
    /// Raw input mode; `restoreMode` puts the saved settings back.
    func enterRawMode() throws
    /// Puts back the settings `enterRawMode` saved; does nothing when raw mode is off.
    func restoreMode()
    /// Raw input mode, keeping what was typed before (`Presentation.keepsTypeAhead`) when asked.
    func enterRawMode(keepingTypeAhead: Bool) throws
    /// Puts back the saved settings, keeping what was typed and not read when asked.
    func restoreMode(keepingTypeAhead: Bool)
    /// Writes all of `bytes`.
    func write(_ bytes: [UInt8]) throws
    /// Waits for input, a signal or the timeout (seconds; nil waits for ever).
    func next(timeout: Double?) throws -> TerminalInput
    /// Waits only for what is watched (`watch(_:)`, `watch(updates:)`) or a signal, the keys left
    /// unread: before the dialog is on screen, while another one may still hold the terminal.
    func nextWatched(timeout: Double) throws -> TerminalInput
    /// Also waits on `input` (a progress box's stdin, a command's output), until it ends; nil stops.
    func watch(_ input: DataInput?)
    /// Also waits on `feed` (what a program sends its `ProgressPopup`), handing it over as
    /// `.progress`, until its `.end`; nil stops. A terminal that runs a `ProgressPopup` must.
    func watch(updates feed: ProgressFeed?)
    /// Stops the preview command that runs, killing its whole process group, and starts
    /// `request`'s through `sh -c`, its output (stdout and stderr) handed over as `.previewOutput`
    /// and its end as `.previewEnded`; nil only stops. A stopped command is reaped, never reported.
    func preview(_ request: PreviewRequest?)
    /// Stops the process until it is continued (`fg`). The caller has restored the terminal.
    func suspend()
    /// Bytes that leave every mode turned on, for the crash handler to write if the process dies.
    func armEmergencyRestore(_ bytes: [UInt8])
    /// Cancels `armEmergencyRestore(_:)` (once the terminal is restored).
    func disarmEmergencyRestore()
    /// A signal asking the program to end (INT, TERM, HUP, QUIT) that has arrived and is not read
    /// yet: the run loop asks between the events of a batch, so a signal never waits behind input.
    func pendingTermination() -> Int32?
    /// Keys are readable now, without waiting: the run loop reads them before it draws a frame.
    var hasPendingKeys: Bool { get }
    /// Becomes `command` (fzf's `become`): the process is replaced; returns only when it cannot
    /// be. The caller has restored the terminal.
    func become(_ command: ShellCommand) throws
    /// Starts `command` (fzf's `execute`, `reload`): on the terminal, which the caller has let go,
    /// or with none; nil for a terminal that runs nothing.
    func run(_ command: ShellCommand, streams: ShellRun.Streams) throws -> ShellRun?
}

extension Terminal {
    public var hasPendingKeys: Bool { false }
    /// None: a terminal with no signals of its own.
    public func pendingTermination() -> Int32? { nil }
}

extension Terminal {
    /// A terminal that drops nothing typed needs no other way in.
    public func enterRawMode(keepingTypeAhead: Bool) throws { try enterRawMode() }
    /// Nor out.
    public func restoreMode(keepingTypeAhead: Bool) { restoreMode() }
}

extension Terminal {
    /// A terminal that reads nothing besides itself (a test double) ignores data inputs.
    public func watch(_ input: DataInput?) {}
    /// And a program's updates.
    public func watch(updates feed: ProgressFeed?) {}
    /// And runs no preview: the pane stays empty.
    public func preview(_ request: PreviewRequest?) {}
    /// Nor any other command.
    public func become(_ command: ShellCommand) throws {}
    public func run(_ command: ShellCommand, streams: ShellRun.Streams) throws -> ShellRun? { nil }
    /// Nothing watched comes: the dialog is shown at once.
    public func nextWatched(timeout: Double) throws -> TerminalInput { .timeout }
    /// None: a terminal that says nothing of itself gets a `Presentation`'s defaults.
    public var environment: [String: String] { [:] }
}
