/// A pane beside a list that shows a command's output for the item under the cursor (fzf's
/// `--preview`): the command runs through `sh -c` each time the cursor comes to another item.
public struct PreviewSpec: Sendable, Equatable {
    /// Where the pane goes.
    public enum Position: String, Sendable, Equatable, CaseIterable {
        /// Beside the list, on its right; below it when the box is too narrow for both.
        case right
        /// Below the list.
        case below
    }

    /// The command as given: `{}` stands for the item, `{q}` for the query, `{n}` for the item's
    /// index (from 0); each is put in shell quotes (see `PreviewCommand`).
    public var command: String
    public var position: Position
    /// The pane starts hidden (`--preview-window hidden`), until an action shows it.
    public var hidden = false
    /// The first lines stay at the top while the rest scrolls (`--preview-window ~N`).
    public var headerLines = 0

    /// The pane beside the list needs this many columns of content for the list and the pane to
    /// have a useful width each; a narrower box puts it below.
    public static let leastColumnsBeside = 60

    public init(command: String, position: Position = .right) {
        self.command = command
        self.position = position
    }
}
