/// How the contents (`Dialog.content`: an editor, a file browser, a build list …) dress their
/// parts (`BoxChrome.content`). The default is popupctl's own: today's plain drawing.
public struct ContentLook: Sendable, Equatable {
    /// A content's lists and its path field stand in frames sunk into the box, their rows in the
    /// list's styles and with its scroll marks (`BoxChrome.list`): dialog's file selection and
    /// build list.
    public var framesLists = false
    /// The content takes the rows a box of a given height has beyond its other bands.
    public var fillsHeight = false

    /// popupctl's own.
    public init() {}
}
