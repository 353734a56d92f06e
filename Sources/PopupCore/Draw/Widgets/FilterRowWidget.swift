/// A filter's row, the buttons' or the list's: the prompt and the query typed (or a hint) on the
/// left, a count on the right.
struct FilterRowWidget: Widget {
    var prompt = ListSpec.defaultPrompt
    var query: String
    var count: String
    var theme: Theme
    var clip: Rect

    func render(into buffer: inout Buffer, area row: Rect) {
        let room = max(1, row.width - DisplayWidth.of(count))
        let origin = Point(x: row.x, y: row.y)
        if query.isEmpty {
            buffer.write(Wrap.truncate(prompt + "type to filter", width: room), at: origin, style: theme.placeholder, clip: clip)
        } else {
            buffer.write(Wrap.truncate(prompt + query, width: room), at: origin, style: theme.focusedField, clip: clip)
        }
        buffer.write(count, at: Point(x: row.maxX - DisplayWidth.of(count), y: row.y), style: theme.countdown, clip: clip)
    }

    /// The list's: how many items the query shows of how many, and whether more are coming.
    static func list(_ state: ListState, prompt: String, theme: Theme, clip: Rect) -> FilterRowWidget {
        var count = state.filter.isEmpty ? grouped(state.loaded) : grouped(state.shownCount) + "/" + grouped(state.loaded)
        if state.filter.isEmpty { count += state.loaded == 1 ? " item" : " items" }
        if state.reading { count += ", reading…" } else if state.isFiltering { count += " …" }
        return FilterRowWidget(prompt: prompt, query: state.filter, count: " " + count, theme: theme, clip: clip)
    }

    /// 12403 → "12 403": long counts read at a glance.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { out.append(" ") }
            out.append(digit)
        }
        return out
    }
}
