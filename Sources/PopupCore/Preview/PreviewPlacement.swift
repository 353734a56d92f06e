/// Where the preview pane goes in the rows a list was given: beside the list, a line between
/// them, when there is room for both; else below it, a line across.
public struct PreviewPlacement: Sendable, Equatable {
    /// The list's rows now.
    public var list: Rect
    /// The line between the list and the pane (a column beside, a row below).
    public var separator: Rect
    /// The output's cells.
    public var pane: Rect
    /// The pane is beside the list, not below it.
    public var beside: Bool
    /// A frame around the pane in place of the line (fzf's, `PickerLook`).
    public var frame: Rect? = nil

    /// `area` split for `position`: beside (halves) when it is at least
    /// `PreviewSpec.leastColumnsBeside` wide, else below (halves of the rows).
    public static func split(_ area: Rect, position: PreviewSpec.Position) -> PreviewPlacement {
        if position == .right && area.width >= PreviewSpec.leastColumnsBeside {
            let listWidth = (area.width - 1) / 2
            return PreviewPlacement(list: Rect(x: area.x, y: area.y, width: listWidth, height: area.height),
                                    separator: Rect(x: area.x + listWidth, y: area.y, width: 1, height: area.height),
                                    pane: Rect(x: area.x + listWidth + 2, y: area.y, width: max(0, area.width - listWidth - 2),
                                               height: area.height),
                                    beside: true)
        }
        let listRows = max(1, (area.height - 1) / 2)
        let paneRows = max(0, area.height - listRows - 1)
        return PreviewPlacement(list: Rect(x: area.x, y: area.y, width: area.width, height: listRows),
                                separator: Rect(x: area.x, y: area.y + listRows, width: area.width, height: paneRows > 0 ? 1 : 0),
                                pane: Rect(x: area.x, y: area.y + listRows + 1, width: area.width, height: paneRows),
                                beside: false)
    }
}
