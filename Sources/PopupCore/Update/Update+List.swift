/// The list's part of `update`: cursor, checks, the filter, items arriving, clicks.
extension Update {
    /// Seconds between two clicks on one item that make a double click.
    public static let doubleClickInterval = 0.4

    /// Keys while the list has the focus; nil hands the key on (Tab, Esc with no filter, …).
    static func handleListKey(_ key: Key, _ state: inout DialogState, _ dialog: Dialog,
                              _ layout: DialogLayout) -> [Command]? {
        guard let spec = dialog.list, var list = state.list else { return nil }
        defer { if state.list != nil { state.list = list } }
        let rows = layout.listItemsInView
        let plain = key.modifiers.subtracting(.shift).isEmpty
        let picker = dialog.conventions.list.pickerKeys
        // Towards the next item: down, unless the list grows up from its query.
        let next = dialog.conventions.list.growsUpward ? -1 : 1
        switch key.code {
        case let code where dialog.conventions.list.inertKeys.contains(code): break
        case .up: step(&list, by: -next, spec, rows: rows)
        case .down: step(&list, by: next, spec, rows: rows)
        case .character(let letter) where key.modifiers == .ctrl && picker && (letter == "p" || letter == "k"):
            step(&list, by: -next, spec, rows: rows)
        case .character(let letter) where key.modifiers == .ctrl && picker && (letter == "n" || letter == "j"):
            step(&list, by: next, spec, rows: rows)
        case .tab where picker && spec.selection == .multiple, .backTab where picker && spec.selection == .multiple:
            // fzf's: check the item and go on to the next (Shift-Tab: the one before).
            guard let item = list.cursorItem else { return [.bell] }
            // Past `--multi=N` nothing is checked and the cursor stays, as in fzf.
            guard toggle(item, &list, spec) else { return [] }
            step(&list, by: key.code == .tab ? next : -next, spec, rows: rows)
        case .pageUp, .pageDown:
            let moved = ListMotion.page(up: key.code == .pageUp, cursor: list.cursor, scroll: list.scroll, count: list.shownCount,
                                        rows: rows, dialog.conventions.list.paging)
            (list.cursor, list.scroll) = moved
        case .home: moveCursor(&list, to: 0, rows: rows)
        case .end: moveCursor(&list, to: list.shownCount - 1, rows: rows)
        case .enter:
            if dialog.conventions.list.acceptFinishesFilter {
                while list.isFiltering { list.matches.advance(in: spec, loaded: list.loaded) }
            }
            state.list = list
            return choose(dialog.submitButton, &state, dialog)
        case .character(" ") where key.modifiers.isEmpty && spec.selection == .single
            && dialog.conventions.list.spaceChoosesInSingleSelection:
            state.list = list
            return choose(state.focusedButton ?? dialog.submitButton, &state, dialog)
        case .character(" ") where key.modifiers.isEmpty && spec.selection != .single && !(picker && spec.filterable && !list.filter.isEmpty):
            // Once a query is begun Space is part of it (`apt cache`); before, it checks.
            guard let item = list.cursorItem else { return [.bell] }
            toggle(item, &list, spec)
        case .character(let character) where plain && spec.filterable:
            if character == " " && list.filter.isEmpty { return [] }
            return typeIntoFilter(Sanitizer.line(String(character)), &list, spec)
        case .character(let character) where plain && !spec.filterable && character != " ":
            jump(to: character, &list, spec, dialog.conventions.list.jump, rows: rows)
        case .backspace where spec.filterable && !list.filter.isEmpty:
            setFilter(String(list.filter.dropLast()), &list, spec)
        case .character("u") where key.modifiers == .ctrl && spec.filterable && !list.filter.isEmpty:
            setFilter("", &list, spec)
        case .escape where !list.filter.isEmpty && dialog.conventions.list.escapeClearsQuery:
            setFilter("", &list, spec)
        default:
            return nil
        }
        return []
    }

    /// Text pasted while the list has the focus goes into its query, as typed text would.
    static func handleListPaste(_ text: String, _ state: inout DialogState, _ dialog: Dialog) -> [Command]? {
        guard state.focus == .list, let spec = dialog.list, spec.filterable, var list = state.list else { return nil }
        let commands = typeIntoFilter(Sanitizer.line(text), &list, spec)
        state.list = list
        return commands
    }

    /// Adds `text` to the query; the bell when the query would grow past its longest.
    private static func typeIntoFilter(_ text: String, _ list: inout ListState, _ spec: ListSpec) -> [Command] {
        guard list.filter.utf8.count + text.utf8.count <= ItemQuery.maxLength else { return [.bell] }
        setFilter(list.filter + text, &list, spec)
        return []
    }

    /// Clicks and the wheel over the list; nil when the mouse is elsewhere.
    static func handleListMouse(_ mouse: MouseEvent, _ state: inout DialogState, _ dialog: Dialog,
                                _ layout: DialogLayout) -> [Command]? {
        guard let spec = dialog.list, var list = state.list, let area = layout.listArea,
              area.contains(mouse.position) else { return nil }
        let rows = layout.listItemsInView
        switch mouse.kind {
        case .press(0):
            let row = layout.listRowsUpward ? area.maxY - 1 - mouse.position.y : mouse.position.y - area.y
            let position = layout.listScroll + row / layout.listEntryRows
            guard position < list.shownCount else { return [] }
            state.focus = .list
            let again = position == list.cursor
            let double = list.lastClick.map { $0.position == position && state.clock - $0.time <= doubleClickInterval } ?? false
            moveCursor(&list, to: position, rows: rows)
            list.lastClick = (position, state.clock)
            if spec.selection != .single {
                toggle(list.item(at: position), &list, spec)
                state.list = list
                return []
            }
            state.list = list
            if again || double { return choose(dialog.submitButton, &state, dialog) }
        case .wheelDown, .wheelUp:
            // Where the rows grow upward, the wheel down goes back toward the first.
            let step = (mouse.kind == .wheelDown) != layout.listRowsUpward ? 3 : -3
            list.scroll = min(max(0, layout.listScroll + step), max(0, list.shownCount - rows))
            list.cursor = min(max(list.cursor, list.scroll), list.scroll + rows - 1)
            state.list = list
        default:
            return []
        }
        return []
    }

    /// More items arrived: count them, check and place the cursor on those named before they came.
    static func listGrew(to count: Int, finished: Bool, _ state: inout DialogState, _ dialog: Dialog,
                         _ layout: DialogLayout) {
        guard let spec = dialog.list, var list = state.list else { return }
        let first = list.loaded
        list.loaded = max(list.loaded, min(count, spec.items.count))
        list.reading = !finished
        list.headerLines = spec.items.headerLines.count
        if !list.pendingChecks.isEmpty || list.pendingInitial != nil {
            for item in first..<list.loaded where spec.items.tagBytes(item).count <= list.longestPendingTag {
                let tag = spec.items.tag(item)
                if list.pendingChecks.remove(tag) != nil {
                    if spec.selection == .radio { list.checked = [item] } else { list.checked.insert(item) }
                }
                if list.pendingInitial == tag, list.matches.query.isEmpty {
                    list.pendingInitial = nil
                    moveCursor(&list, to: list.position(ofItem: item), rows: layout.listItemsInView)
                }
            }
        }
        if finished {
            // A reload that brought fewer items than the cursor was down.
            if !list.isFiltering && list.cursor >= list.shownCount {
                moveCursor(&list, to: list.shownCount - 1, rows: layout.listItemsInView)
            }
            list.pendingChecks = []
            list.pendingInitial = nil
        }
        state.list = list
    }

    /// One slice of the filter's work, on each tick while it is behind.
    static func advanceFilter(_ state: inout DialogState, _ dialog: Dialog) {
        guard let spec = dialog.list, var list = state.list, list.isFiltering else { return }
        list.matches.advance(in: spec, loaded: list.loaded)
        state.list = list
    }

    /// What a chosen (non-cancel) button picks: the cursor's item, or the checked ones in list order;
    /// with none checked, the cursor's item when the conventions say so.
    public static func pickedItems(_ spec: ListSpec, _ list: ListState, _ conventions: ListConventions) -> [Int] {
        if spec.selection == .single { return list.cursorItem.map { [$0] } ?? [] }
        if list.checked.isEmpty {
            return conventions.pickCursorWhenNoneChecked ? list.cursorItem.map { [$0] } ?? [] : []
        }
        return list.checked.sorted()
    }

    /// One item up or down; past either end it stops there, or goes round with `ListSpec.cycles`.
    static func step(_ list: inout ListState, by delta: Int, _ spec: ListSpec, rows: Int) {
        var target = list.cursor + delta
        if spec.cycles && list.shownCount > 0 {
            if target < 0 { target = list.shownCount - 1 } else if target >= list.shownCount { target = 0 }
        }
        moveCursor(&list, to: target, rows: rows)
    }

    static func moveCursor(_ list: inout ListState, to position: Int, rows: Int) {
        list.cursor = min(max(0, position), max(0, list.shownCount - 1))
        if list.cursor < list.scroll { list.scroll = list.cursor }
        if list.cursor >= list.scroll + rows { list.scroll = list.cursor - rows + 1 }
    }

    /// Checks or unchecks `item`; false when it was to be checked past `ListState.checkLimit`.
    @discardableResult
    static func toggle(_ item: Int, _ list: inout ListState, _ spec: ListSpec) -> Bool {
        switch spec.selection {
        case .single: break
        case .radio: list.checked = [item]
        case .multiple:
            if list.checked.contains(item) {
                list.checked.remove(item)
            } else {
                guard list.mayCheckMore else { return false }
                list.checked.insert(item)
            }
        }
        return true
    }

    /// The item a typed `character` names (whiptail's and dialog's first-letter jump, by the
    /// list's conventions), matched with the tag shown or else the description.
    private static func jump(to character: Character, _ list: inout ListState, _ spec: ListSpec,
                             _ rule: ListJump, rows: Int) {
        let shown = list
        func text(_ item: Int) -> String {
            let text = spec.showsTags ? spec.items.tagBytes(item) : spec.items.descriptionBytes(item) ?? []
            return leadingText(text, skippingSpaces: rule.skipsLeadingSpaces)
        }
        // Shown as they are (nothing typed, not reversed), positions are items: looked up.
        var indexed: ((String) -> [Int])?
        if list.matches.query.isEmpty, !list.reversed, list.excluded.isEmpty {
            let index = spec.items.jumpIndex(JumpIndex.Key(tags: spec.showsTags, skipsSpaces: rule.skipsLeadingSpaces))
            index.extend(to: list.loaded) { ListMotion.firstCharacter(text($0), rule) }
            indexed = index.items(startingWith:)
        }
        let target = ListMotion.jump(character, cursor: list.cursor, count: list.shownCount, rows: rows, scroll: list.scroll,
                                     rule, indexed: indexed) { text(shown.item(at: $0)) }
        if let target { moveCursor(&list, to: target, rows: rows) }
    }

    /// The first characters of an item's text (after its leading spaces, when they are skipped):
    /// all a letter is matched with, so that a key costs a short look at each item, never the
    /// decoding of a long one.
    private static func leadingText(_ text: ArraySlice<UInt8>, skippingSpaces: Bool) -> String {
        let start = skippingSpaces ? text.prefix(4096).firstIndex { $0 != 0x20 } ?? text.endIndex : text.startIndex
        return String(decoding: text[start..<min(text.endIndex, start + 64)], as: UTF8.self)
    }

    /// A new filter: narrowed from the current matches when it only adds to them, taken back from
    /// history when it is an earlier one (Backspace), else looked for from the first item.
    static func setFilter(_ text: String, _ list: inout ListState, _ spec: ListSpec) {
        if list.unsearchedQuery != nil {
            // Search off: the text is kept, and the items shown and the cursor stay (fzf's).
            list.unsearchedQuery = text
            return
        }
        let query = spec.query(text)
        let old = list.matches
        if let earlier = list.history.last, earlier.query == query {
            list.matches = list.history.removeLast()
        } else if query.isEmpty {
            list.matches = MatchList()
            list.history = []
        } else {
            list.matches = MatchList(query, narrowing: old, ranking: list.ranking(spec), excluded: list.excluded)
            if !old.query.isEmpty, query.narrows(old.query) {
                list.history.append(old)
                if list.history.count > ListState.historyDepth { list.history.removeFirst() }
            } else {
                list.history = []
            }
        }
        // No matching here: the run loop's next tick does a slice before it draws, and keys that
        // came together (typed fast, pasted) cost nothing each, so a Ctrl-C behind them waits for none.
        list.cursor = 0
        list.scroll = 0
    }
}

extension String {
    func trimmingPrefixSpaces() -> Substring { self.drop { $0 == " " } }
}
