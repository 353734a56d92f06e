/// Where the list's cursor and view go for a page key or a typed letter, by the list's conventions:
/// pure positions in, positions out (`Update` applies them).
enum ListMotion {
    /// The cursor and the first row in view after PgUp (`up`) or PgDn, in a list of `count` shown
    /// items with `rows` rows in view.
    static func page(up: Bool, cursor: Int, scroll: Int, count: Int, rows: Int,
                     _ paging: ListConventions.Paging) -> (cursor: Int, scroll: Int) {
        let lastScroll = max(0, count - rows)
        switch paging {
        case .rows:
            return visible(cursor + (up ? -rows : rows), scroll: scroll, count: count, rows: rows)
        case .rowsDownOneLessUp:
            let step = up ? -max(1, rows - 1) : rows
            let view = min(max(0, scroll + step), lastScroll)
            return visible(cursor + step, scroll: view, count: count, rows: rows)
        case .topOfPageFirst:
            if !up { return visible(cursor + rows, scroll: scroll, count: count, rows: rows) }
            if cursor > scroll { return (scroll, scroll) }
            let step = min(scroll, rows)
            return (max(0, cursor - step), max(0, scroll - step))
        }
    }

    /// The position a typed `character` moves the cursor to, or nil when it moves nowhere; among
    /// the first `limit` items only (a huge list is not searched whole per key). `key(position)`
    /// is the text the character is matched with: the tag shown, or the description.
    /// `indexed`, when given, lends the sorted positions whose text starts with a lower-cased
    /// character (`JumpIndex`): the same answer in a look-up instead of a scan.
    static func jump(_ character: Character, cursor: Int, count: Int, rows: Int, scroll: Int,
                     _ rule: ListJump, limit: Int = 100_000, indexed: ((String) -> [Int])? = nil,
                     key: (Int) -> String) -> Int? {
        if rule.lettersOnly && !character.isLetter && !rule.digitsPickRowOfPage { return nil }
        let count = min(count, limit)
        guard count > 0 else { return nil }
        let wanted = String(character).lowercased()
        let positions = indexed?(wanted)
        func starts(_ position: Int) -> Bool {
            if let positions {
                let found = positions.firstPosition(atLeast: position)
                return found < positions.count && positions[found] == position
            }
            return firstCharacter(key(position), rule) == wanted
        }
        var found: Int?
        switch rule.order {
        case .none:
            break
        case .nextWrapping:
            if let positions {
                let after = positions.firstPosition(atLeast: cursor + 1)
                found = after < positions.count && positions[after] < count ? positions[after] : positions.first.flatMap { $0 < count ? $0 : nil }
            } else {
                found = (1...count).lazy.map { (cursor + $0) % count }.first(where: starts)
            }
        case .nextFromTop:
            let from = cursor < count && starts(cursor) ? cursor + 1 : 0
            if let positions {
                let next = positions.firstPosition(atLeast: from)
                found = next < positions.count && positions[next] < count ? positions[next] : nil
            } else {
                found = (from..<max(from, count)).first(where: starts)
            }
        }
        if found == nil, rule.digitsPickRowOfPage, let digit = character.wholeNumberValue, (1...9).contains(digit),
           digit - 1 < min(rows, count - scroll) {
            found = scroll + digit - 1
        }
        return found
    }

    /// The first character of an item's jump text, lower-cased: what a typed character is matched with.
    static func firstCharacter(_ text: String, _ rule: ListJump) -> String? {
        let first = rule.skipsLeadingSpaces ? text.trimmingPrefixSpaces().first : text.first
        return first.map { String($0).lowercased() }
    }

    /// `cursor` kept in the list, with the view moved as little as keeps it in sight.
    private static func visible(_ cursor: Int, scroll: Int, count: Int, rows: Int) -> (cursor: Int, scroll: Int) {
        let cursor = min(max(0, cursor), max(0, count - 1))
        var scroll = min(max(0, scroll), max(0, count - rows))
        if cursor < scroll { scroll = cursor }
        if cursor >= scroll + rows { scroll = cursor - rows + 1 }
        return (cursor, scroll)
    }
}
