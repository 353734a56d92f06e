/// Bound actions on the preview pane (fzf's `toggle-preview`, `change-preview`,
/// `change-preview-window`, `refresh-preview`, `preview-down`…). A command to run is asked for by
/// `followPreview` after the event, as when the cursor moves.
extension Update {
    static func runPreviewAction(_ action: ListAction, _ state: inout DialogState, _ dialog: Dialog, _ layout: DialogLayout) {
        guard let spec = dialog.list?.preview, var preview = state.preview else { return }
        defer { state.preview = preview }
        switch action {
        case .showPreview(let shown):
            preview.hidden = !(shown ?? preview.hidden)
        case .setPreviewCommand(let command):
            preview.command = command
            preview.clear()
        case .cyclePreviewWindow(let windows):
            guard !windows.isEmpty else { return }
            let window = windows[preview.windowCycle % windows.count]
            preview.windowCycle = (preview.windowCycle + 1) % windows.count
            if let position = window.position { preview.position = position }
            if let lines = window.headerLines { preview.headerLines = lines }
            // An alternative that does not say `hidden` shows the pane, as in fzf.
            preview.hidden = window.hidden ?? false
        case .refreshPreview:
            preview.clear()
        case .scrollPreview(let how):
            let fixed = min(preview.headerLines ?? spec.headerLines, preview.lines.count)
            let rows = max(1, (layout.preview?.pane.height ?? 1) - fixed)
            let last = max(0, preview.lines.count - fixed - rows)
            let moved: Int
            switch how {
            case .up: moved = preview.scroll - 1
            case .down: moved = preview.scroll + 1
            case .pageUp: moved = preview.scroll - rows
            case .pageDown: moved = preview.scroll + rows
            case .top: moved = 0
            case .bottom: moved = last
            }
            preview.scroll = min(max(0, moved), last)
        default:
            break
        }
    }
}
