/// Everything the dialog reacts to.
public enum Event: Sendable, Hashable {
    /// A key press.
    case key(Key)
    /// Bracketed paste: the text as pasted, not yet sanitised.
    case paste(String)
    /// A mouse press, release, drag, move or wheel turn.
    case mouse(MouseEvent)
    /// The terminal changed to this size (SIGWINCH, or found on coming back from Ctrl-Z).
    case resize(Size)
    /// The clock: seconds since the dialog was shown.
    case tick(Double)
    /// The list's store now holds `count` items; `finished` once no more will come.
    case listGrew(count: Int, finished: Bool)
    /// A reply the terminal sent on its own or to a query (focus, device attributes, cursor
    /// position, OSC colours): never typed.
    case terminalReply(String)
    /// Bytes of a progress box's input (stdin or a command's output) that arrived at this clock.
    case data([UInt8], at: Double)
    /// That input ended, at this clock.
    case dataEnded(at: Double)
    /// A typed update a program sent its progress box (`ProgressPopup`), arrived at this clock.
    case progress(ProgressUpdate, at: Double)
    /// The entries of a directory the content asked for (`ContentModel.wantedDirectory`), read
    /// by the shell: names and whether each is a directory; nil when it cannot be read.
    case listing(directory: String, entries: [DirectoryEntry]?)
    /// Output of the preview command asked for as `generation` (see `Command.preview`).
    case previewOutput([UInt8], generation: Int)
    /// That command ended, with its exit status (128 + N for signal N).
    case previewEnded(status: Int32, generation: Int)
}
