/// Items to move between two lists side by side, as dialog's `--buildlist` builds a selection:
/// the left list holds the items not chosen, the right the chosen ones. Space moves the item under
/// the cursor to the other list (the cursor stays in its list, on the next item); ↑/↓, Home/End,
/// PgUp/PgDn move in the cursor's list; `^` and `$` go to the left and the right list; a letter
/// goes to the next item in the list that starts with it (a digit moves nothing, as in dialog 1.3).
/// The lists take these keys whichever button has the focus, as dialog's do.
public struct BuildList: ContentModel {
    /// The items' texts as shown, one line each.
    public let texts: [String]
    /// The items' names in answers (the front end's tags, dialog's); empty: their texts.
    public var tags: [String] = []
    /// Whether each item is chosen (in the right list).
    public private(set) var chosen: [Bool]
    /// The right list's order: the items in the order they were chosen (dialog's --reorder);
    /// false: in the order given.
    public let keepsChosenOrder: Bool
    /// The right list, in its order.
    public private(set) var right: [Int]
    /// The item under the cursor.
    public private(set) var cursor: Int
    /// The first row in view, of each list.
    public private(set) var tops = [0, 0]
    /// Whether each list's first row was placed: the cursor has been in it, or an item moved
    /// into it. Until then dialog takes the first of all the items as its top, and marks nothing.
    public private(set) var placed = [false, false]

    /// The items by the first character of their text, lower-cased, in order: a letter looks
    /// these up instead of every item (a thousand letters typed ahead of Ctrl-C held it).
    private let initials: [String: [Int]]
    /// The chosen items in the order given: the left list is found from them (`BuildListSide`).
    private var picked: [Int]
    /// The widest of the first items (`measured`), for the framed lists' block.
    let widest: Int

    /// Limits the items: each row is a line; Space and `^`/`$` cost linear time.
    public static let capacity = 100_000

    /// `items` as text and chosen state; the cursor on `cursorItem`, else the first item not
    /// chosen, else the first chosen one.
    public init(items: [(text: String, chosen: Bool)], keepsChosenOrder: Bool = false, cursorItem: Int? = nil) {
        let kept = items.prefix(Self.capacity)
        let states = kept.map(\.chosen)
        texts = kept.map { Sanitizer.line($0.text) }
        var initials: [String: [Int]] = [:]
        for (item, text) in texts.enumerated() {
            if let first = text.first { initials[String(first).lowercased(), default: []].append(item) }
        }
        self.initials = initials
        chosen = states
        self.keepsChosenOrder = keepsChosenOrder
        let chosenItems = states.indices.filter { states[$0] }
        right = chosenItems
        picked = chosenItems
        widest = texts.prefix(Self.measured).reduce(0) { max($0, DisplayWidth.of($1.prefix(Layout.measuredColumns))) }
        if let cursorItem, states.indices.contains(cursorItem) {
            cursor = cursorItem
        } else {
            cursor = states.indices.first { !states[$0] } ?? chosenItems.first ?? 0
        }
        placed[side] = true
    }

    /// The left list: the items not chosen, in the order given.
    public var left: [Int] { chosen.indices.filter { !chosen[$0] } }

    /// The list the cursor is in: 0 left, 1 right.
    public var side: Int { chosen.indices.contains(cursor) && chosen[cursor] ? 1 : 0 }

    /// The items of list `side`, in order.
    public func items(_ side: Int) -> [Int] { side == 0 ? left : right }

    /// List `side`, looked at without being built.
    func sideList(_ side: Int) -> BuildListSide { BuildListSide(order: side == 0 ? nil : right, picked: picked, total: texts.count) }

    /// The lists take keys with a button focused; the focus itself never enters them.
    public var parts: Int { 0 }
    public var plainQuestion: PlainQuestion { .items(texts) }

    public var preferredWidth: Int {
        let widest = texts.prefix(200).reduce(10) { max($0, DisplayWidth.of($1.prefix(Layout.measuredColumns))) }
        return 2 * (widest + 4) + 3
    }

    public func rows(screen: Size) -> (wanted: Int, least: Int) { (min(max(3, texts.count), 20), 1) }

    /// The chosen items, in the right list's order.
    public var answer: ContentAnswer { ContentAnswer(items: right) }

    /// Unattended, the items are named by their tag, else their text, in the right list's order;
    /// none named keeps those chosen.
    public func answer(values: [String], items: [String]) throws -> ContentAnswer {
        if let value = values.first { throw ContentError.unusedValue(value) }
        guard !items.isEmpty else { return answer }
        return ContentAnswer(items: try items.map { name in
            guard let index = tags.firstIndex(of: name) ?? texts.firstIndex(of: name) else { throw ContentError.unknownItem(name) }
            return index
        })
    }

    public var answersWithItems: Bool { true }

    public func tag(ofItem index: Int) -> String? {
        tags.indices.contains(index) ? tags[index] : texts.indices.contains(index) ? texts[index] : nil
    }

    public mutating func handle(_ key: Key, part: Int?, view: Size) -> ContentReply {
        handle(key, part: part, view: view, look: ContentLook())
    }

    public mutating func handle(_ key: Key, part: Int?, view: Size, look: ContentLook) -> ContentReply {
        guard !texts.isEmpty else { return .pass }
        guard key.modifiers.subtracting(.shift).isEmpty else { return .pass }
        // Framed, a list shows two rows fewer.
        let rows = max(1, view.height - (look.framesLists ? 2 : 0))
        if case .character(let letter) = key.code, letter.isLetter {
            guard let next = nextItem(startingWith: letter) else { return .pass }
            cursor = next
            keepInView(rows: rows)
            placed[side] = true
            return .handled
        }
        let list = sideList(side)
        let position = list.position(of: cursor) ?? 0
        switch key.code {
        case .character(" "):
            toggle(rows: rows)
        case .up, .character("-"):
            guard position > 0 else { return .handled }
            cursor = list[position - 1]
        case .down, .character("+"):
            guard position + 1 < list.count else { return .handled }
            cursor = list[position + 1]
        case .home:
            if let first = list.first { cursor = first }
        case .end:
            if let last = list.last { cursor = last }
        case .pageUp:
            let top = tops[side]
            cursor = list[position > top ? min(top, list.count - 1) : max(0, position - rows)]
        case .pageDown:
            cursor = list[min(list.count - 1, position + rows)]
        case .character("^"):
            goTo(side: 0)
        case .character("$"):
            goTo(side: 1)
        default:
            return .pass
        }
        keepInView(rows: rows)
        placed[side] = true
        return .handled
    }

    /// Moves the cursor's item to the other list; the cursor stays in its list, on the next
    /// item (the one before at the end), or follows the item when its list is left empty.
    private mutating func toggle(rows: Int) {
        let list = sideList(side)
        let position = list.position(of: cursor) ?? 0
        let stay = position + 1 < list.count ? list[position + 1] : position > 0 ? list[position - 1] : cursor
        let moved = cursor
        chosen[moved].toggle()
        let place = picked.firstPosition(atLeast: moved)
        if chosen[moved] {
            picked.insert(moved, at: place)
            if keepsChosenOrder { right.append(moved) } else { right = picked }
        } else {
            picked.remove(at: place)
            right.removeAll { $0 == moved }
        }
        cursor = stay
        // The list it moved to shows it.
        let target = chosen[moved] ? 1 : 0
        placed[target] = true
        if let position = sideList(target).position(of: moved) {
            if position < tops[target] { tops[target] = position }
            if position >= tops[target] + rows { tops[target] = position - rows + 1 }
        }
    }

    /// The cursor to the item of list `target` nearest the one it is on (dialog's).
    private mutating func goTo(side target: Int) {
        guard target != side else { return }
        if target == 1, keepsChosenOrder, let last = right.last {
            cursor = last
            return
        }
        let before = (0...cursor).reversed().first { chosen[$0] == (target == 1) }
        let after = (cursor..<chosen.count).first { chosen[$0] == (target == 1) }
        switch (before, after) {
        case let (before?, after?): cursor = cursor - before > after - cursor ? after : before
        case let (before?, nil): cursor = before
        case let (nil, after?): cursor = after
        case (nil, nil): break
        }
    }

    /// The next item of the cursor's list after it whose text starts with `letter`, round to the
    /// first (the cursor's own last).
    private func nextItem(startingWith letter: Character) -> Int? {
        let candidates = initials[String(letter).lowercased()] ?? []
        let onRight = side == 1
        if onRight && keepsChosenOrder {
            // The right list in the order chosen: looked at as it is.
            let list = right
            let position = list.firstIndex(of: cursor) ?? 0
            let order = Array(list[(position + 1)...]) + Array(list[...position])
            let wanted = Set(candidates)
            return order.first { wanted.contains($0) }
        }
        // Either list in the order given: the candidates after the cursor, then those up to it.
        let after = candidates.firstPosition(atLeast: cursor + 1)
        return candidates[after...].first { chosen[$0] == onRight } ?? candidates[..<after].first { chosen[$0] == onRight }
    }

    private mutating func keepInView(rows: Int) {
        for side in 0...1 {
            let list = sideList(side)
            tops[side] = min(tops[side], max(0, list.count - rows))
            guard side == self.side, let position = list.position(of: cursor) else { continue }
            if position < tops[side] { tops[side] = position }
            if position >= tops[side] + rows { tops[side] = position - rows + 1 }
        }
    }

    // MARK: drawing

    /// The two lists' areas in `area`: halves with a column between.
    static func halves(_ area: Rect) -> [Rect] {
        let width = max(1, (area.width - 1) / 2)
        return [Rect(x: area.x, y: area.y, width: width, height: area.height),
                Rect(x: area.x + width + 1, y: area.y, width: max(1, area.width - width - 1), height: area.height)]
    }

    public func draw(in area: Rect, focus: Int?, theme: Theme, clip: Rect, into buffer: inout Buffer) {
        if theme.chrome.content.framesLists { return drawFramed(in: area, theme: theme, clip: clip, into: &buffer) }
        for (side, half) in Self.halves(area).enumerated() {
            buffer.fill(half.intersection(clip), with: Cell(style: theme.field))
            let list = sideList(side)
            var top = min(tops[side], max(0, list.count - half.height))
            if side == self.side, let position = list.position(of: cursor) {
                if position < top { top = position }
                if position >= top + half.height { top = position - half.height + 1 }
            }
            for row in 0..<half.height {
                let index = top + row
                guard index < list.count else { break }
                let item = list[index]
                let style = item == cursor ? theme.focusedField : theme.field
                let line = Rect(x: half.x, y: half.y + row, width: half.width, height: 1)
                if item == cursor { buffer.fill(line.intersection(clip), with: Cell(style: style)) }
                buffer.write(Wrap.truncate(texts[item], width: max(1, half.width - 1)), at: Point(x: half.x + 1, y: line.y),
                             style: style, clip: clip)
            }
        }
    }
}
