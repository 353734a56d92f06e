/// What fzf's `--preview-window` and `change-preview-window` say of the pane that popupctl
/// carries out: where it goes, whether it is shown, and how many of its first lines stay put
/// while it scrolls (`~N`). Words it does not say leave the pane as it is.
public struct PreviewWindow: Sendable, Equatable {
    public var position: PreviewSpec.Position?
    public var hidden: Bool?
    public var headerLines: Int?

    public init(position: PreviewSpec.Position? = nil, hidden: Bool? = nil, headerLines: Int? = nil) {
        self.position = position
        self.hidden = hidden
        self.headerLines = headerLines
    }

    /// fzf's words, separated by `:` or `,` (`down,3,border-top`, `hidden`, `~2`); those of the
    /// look (sizes, borders, wrap) are left to popupctl's own.
    public init(parsing text: String) {
        for word in text.split(whereSeparator: { $0 == ":" || $0 == "," }) {
            switch word {
            case "down", "bottom", "up", "top": position = .below
            case "right", "left": position = .right
            case "hidden": hidden = true
            case "nohidden": hidden = false
            default:
                if word.hasPrefix("~"), let count = Int(word.dropFirst()), count >= 0 { headerLines = min(count, PreviewState.maxLines) }
            }
        }
    }
}
