import PopupCore

/// `gum table`: rows of separated values (stdin or `--file`), the first the column names unless
/// `--columns` names them; picked as a list whose chosen row prints as it was given (its fields
/// joined by the separator) or one column of it (`--return-column`); `--print` draws it and asks nothing.
struct GumTable {
    var columns: [String]
    var rows: [[String]]
    var separator: String
    var widths: [Int]

    init(_ command: GumCommand, io: CommandIO) throws {
        separator = command.string("separator")
        let file = command.string("file")
        let text: String
        if file.isEmpty {
            text = try GumText.stdin(command, io: io)
        } else {
            text = GumText.clean(String(decoding: try io.readFile(file, limit: PopupCommand.maxInputBytes), as: UTF8.self))
        }
        let cut = separator
        var records = Lines.split(text).filter { !$0.isEmpty }.map { Self.fields(String($0), separator: cut) }
        var names = command.list("columns")
        if names.isEmpty, !records.isEmpty { names = records.removeFirst() }
        guard !names.isEmpty else { throw GumFailure("no data provided") }
        let given = command.list("widths").compactMap { Int($0) }
        widths = names.indices.map { column in
            if given.indices.contains(column), given[column] > 0 { return given[column] }
            return ([names[column]] + records.map { column < $0.count ? $0[column] : "" }).map { DisplayWidth.of($0) }.max() ?? 0
        }
        columns = names
        rows = records
    }

    /// One record, split as CSV splits it: quoted fields may hold the separator and `""`.
    static func fields(_ line: String, separator: String) -> [String] {
        var fields: [String] = []
        var current = ""
        var quoted = false
        var rest = Substring(line)
        while let character = rest.first {
            if quoted {
                if rest.hasPrefix("\"\"") {
                    current.append("\"")
                    rest = rest.dropFirst(2)
                    continue
                }
                if character == "\"" { quoted = false } else { current.append(character) }
                rest = rest.dropFirst()
            } else if character == "\"" && current.isEmpty {
                quoted = true
                rest = rest.dropFirst()
            } else if !separator.isEmpty, rest.hasPrefix(separator) {
                fields.append(current)
                current = ""
                rest = rest.dropFirst(separator.count)
            } else {
                current.append(character)
                rest = rest.dropFirst()
            }
        }
        fields.append(current)
        return fields
    }

    /// A row's cells padded to their columns' widths.
    func line(_ cells: [String]) -> String {
        columns.indices.map { column in
            Wrap.pad(Wrap.truncate(column < cells.count ? cells[column] : "", width: widths[column]), width: widths[column])
        }.joined(separator: "  ")
    }

    func parts(_ command: GumCommand) -> GumPlans.Parts {
        let column = command.int("return-column")
        let values = rows.map { row in
            column > 0 ? (column - 1 < row.count ? row[column - 1] : "") : row.joined(separator: separator)
        }
        var list = ListSpec(items: ItemStore(lines: rows.map(line)), filterable: false)
        list.fields = ItemFields()
        list.header = [line(columns)]
        let height = command.int("height")
        if height > 0 { list.preferredRows = height }
        var dialog = Dialog(width: .percent(100))
        dialog.list = list
        dialog.conventions.timeoutChoosesDefault = false
        return GumPlans.Parts(dialog: dialog, contract: GumContract(result: .picks(values: values, delimiter: "\n"),
                                                                     unanswered: "nothing selected"))
    }

    /// The table drawn in its border, as `--print` prints it.
    func printed(depth: ColorDepth?) -> String {
        var style = GumStyle()
        style.border = GumBorder.rounded
        let body = ([line(columns), widths.map { String(repeating: "─", count: $0) }.joined(separator: "──")] + rows.map(line))
        return style.render(body.joined(separator: "\n"), depth: depth) + "\n"
    }
}
