import PopupCore

/// fzf's look in popupctl's cells: the bare list (no frame, no buttons) with fzf's prompt, info
/// line, header, pointer, marker and gutter (`PickerLook`), its `--border` and label, and its
/// colours as `--color` and `--no-color` set them.
enum FzfLook {
    /// The theme the list is drawn in, on a terminal of `depth` (fewer than 256 colours: fzf's 16-colour scheme).
    static func theme(_ options: FzfOptions, depth: ColorDepth = .ansi256) -> Theme {
        var theme = Theme.standard.bare
        theme.box = CellStyle()
        theme.backdrop = nil
        theme.grabber = nil
        let sixteen = depth == .ansi16
        var picker = sixteen ? PickerLook.sixteen : PickerLook()
        picker.info = options.info
        picker.promptOnTop = options.layout == .reverse
        picker.headerFirst = options.headerFirst
        picker.countsMarked = options.multi != nil
        picker.markLimit = options.multi.flatMap { $0 > 0 ? $0 : nil }
        picker.scrollOff = options.scrollOff
        if let scrollbar = options.scrollbar { picker.scrollbar = Sanitizer.line(scrollbar) }
        if let pointer = options.pointer { picker.pointer = Sanitizer.line(pointer) }
        if let marker = options.marker { picker.marker = Sanitizer.line(marker) }
        // A pointer or marker given is padded or cut to its column as fzf does: at least one wide.
        if DisplayWidth.of(picker.pointer) == 0 { picker.pointer = " " }
        if DisplayWidth.of(picker.marker) == 0 { picker.marker = " " }
        if let border = options.border {
            theme.border = border
            theme.borderStyle = picker.separatorStyle
            picker.inset = 1
            theme.chrome.title = .border(open: "", close: "", shift: 0)
            theme.title = CellStyle()
        }
        for spec in options.colors { FzfColor.apply(spec, to: &picker, theme: &theme) }
        if options.noColor { picker = picker.colourless }
        theme.chrome.list.picker = picker
        return theme
    }

    /// `--height N%` as fzf takes it: at least ten rows of items and the rows around them
    /// (fzf's `--min-height=10+`).
    static func height(_ options: FzfOptions) -> HeightRule? {
        guard case .percent(let share) = options.height else { return options.height }
        let header = options.header.count + options.headerLines
        let around = (options.info == .inline ? 1 : 2) + header + (options.border == nil ? 0 : 2)
        return .percentAtLeast(share, least: 10 + around)
    }

    /// The dialog drawn bare, as popupctl's bare picker draws it: across its rows, the list filling
    /// them, its buttons implied, at once; the label on the border.
    static func adjust(_ dialog: inout Dialog, _ options: FzfOptions) {
        dialog.buttonsImplied = true
        dialog.style = .sheet
        dialog.transition = Transition.none
        dialog.conventions.list.marksCursor = false
        // fzf's list takes every row it has, unless `--height ~N` asks for no more than the items'.
        if !options.heightAdapts { dialog.list?.preferredRows = 1 << 16 }
        if options.border != nil, let label = options.borderLabel { dialog.title = Sanitizer.line(label) }
    }
}
