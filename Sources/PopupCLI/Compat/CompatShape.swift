/// The words after a box option, read by the shape its box declares (`CompatBox.Shape`):
/// `TEXT H W`, `TEXT H W [INIT]`, `TEXT H W LH [TAG ITEM [STATUS]]…`, dialog's forms. Surplus
/// trailing words after a fixed shape are ignored, as both tools ignore them.
enum CompatShape {
    static func fill(_ request: inout CompatRequest, words: [String]) throws {
        let box = request.box
        let option = "--" + box.name
        var words = words[...]
        switch box.shape.lead {
        case .optionalText where words.count == 2:
            request.text = ""
        case .textAndCommand:
            // `[TEXT] COMMAND H W`: the text only with four words.
            guard words.count >= 3 else { throw CompatError.usage("\(option) needs its command, height and width") }
            request.text = words.count == 4 ? words.popFirst()! : ""
            request.command = words.popFirst()
        case .text, .optionalText:
            guard let text = words.popFirst() else { throw CompatError.usage("\(option) needs its text, height and width") }
            request.text = text
        }
        request.height = try number(words.popFirst(), "height", box, request.profile)
        request.width = try number(words.popFirst(), "width", box, request.profile)
        switch box.shape.tail {
        case .none:
            break
        case .optional:
            request.initial = words.popFirst()
        case .required(let name):
            guard let word = words.popFirst() else { throw CompatError.usage("\(option) needs its \(name.lowercased())") }
            request.initial = word
        case .items(_, let columns):
            request.listHeight = try number(words.popFirst(), "list height", box, request.profile)
            request.items = try items(words, columns, request)
        case .steps:
            request.numbers = [try number(words.popFirst(), "percent", box, request.profile)]
            guard words.count % 2 == 0 else { throw CompatError.usage("\(option) items come in pairs (TAG ITEM)") }
            request.items = stride(from: words.startIndex, to: words.endIndex, by: 2).map {
                CompatRequest.Item(tag: words[$0], text: words[$0 + 1])
            }
        case .numbers(let names, let least):
            guard words.count >= least else { throw CompatError.usage("\(option) needs \(least) more number(s)") }
            request.numbers = try words.prefix(names.count).map { try number($0, "numbers", box, request.profile, size: false) }
        case .fields(let typed):
            request.listHeight = try number(words.popFirst(), "form height", box, request.profile)
            request.formFields = try formFields(words, typed: typed, request)
        }
    }

    /// A number after the box option, read as the tools read it (`CompatNumber.decimal`); a size
    /// is clamped before anything is sized by it, a value (`size` false) is kept as given.
    private static func number(_ word: String?, _ what: String, _ box: CompatBox, _ profile: ToolProfile,
                               size: Bool = true) throws -> Int {
        guard let word else { throw CompatError.usage("--\(box.name) needs its \(what)") }
        guard let value = CompatNumber.decimal(word) else {
            if profile.refusesBadSizeAsNumber { throw CompatError.badNumber(option: "the \(what) of --\(box.name)", value: word) }
            throw CompatError.usage("the \(what) of --\(box.name) is not a number: '\(word)'")
        }
        return size ? max(-10_000, min(value, 10_000)) : value
    }

    private static func items(_ words: ArraySlice<String>, _ columns: CompatBox.Shape.Columns,
                              _ request: CompatRequest) throws -> [CompatRequest.Item] {
        let box = request.box
        let profile = request.profile
        let textless = request.noItem && profile.noItemLeavesOutText && !columns.keepsText
        let width = 1 + (textless ? 0 : 1) + (columns.status ? 1 : 0) + (columns.depth ? 1 : 0) + (request.itemHelp ? 1 : 0)
        // An empty list is refused where the tool refuses it.
        if words.isEmpty, box.needsItems {
            throw CompatError.usage("--\(box.name) needs at least one item")
        }
        guard words.count % width == 0 else {
            throw CompatError.usage("--\(box.name) items come in groups of \(width) (\(shape(columns, textless: textless, request))); \(words.count) words left")
        }
        var items: [CompatRequest.Item] = []
        items.reserveCapacity(words.count / width)
        var index = words.startIndex
        while index < words.endIndex {
            var item = CompatRequest.Item(tag: words[index], text: "")
            var next = index + 1
            if !textless { item.text = words[next]; next += 1 }
            if columns.status { item.on = profile.onWords.contains(words[next].lowercased()); next += 1 }
            if columns.depth { item.depth = min(max(0, leadingNumber(words[next])), 100); next += 1 }
            if request.itemHelp { item.help = words[next] }
            items.append(item)
            index += width
        }
        return items
    }

    private static func shape(_ columns: CompatBox.Shape.Columns, textless: Bool, _ request: CompatRequest) -> String {
        (["TAG"] + (textless ? [] : ["ITEM"]) + (columns.status ? ["STATUS"] : []) + (columns.depth ? ["DEPTH"] : [])
            + (request.itemHelp ? ["HELP"] : []))
            .joined(separator: " ")
    }

    /// dialog's form: `LABEL Y X ITEM Y X FLEN ILEN` per field (with `TYPE` in a mixed form, and
    /// `HELP` with --item-help). Positions count from 1, as dialog reads them (0 or less is 1); a
    /// word that is not a number is 0, as C's atoi has it.
    private static func formFields(_ words: ArraySlice<String>, typed: Bool,
                                   _ request: CompatRequest) throws -> [CompatRequest.FormField] {
        let box = request.box
        let shape = ["LABEL", "Y", "X", "ITEM", "Y", "X", "FLEN", "ILEN"] + (typed ? ["TYPE"] : [])
            + (request.itemHelp ? ["HELP"] : [])
        guard words.count % shape.count == 0 else {
            throw CompatError.usage("--\(box.name) fields come in groups of \(shape.count) (\(shape.joined(separator: " ")))")
        }
        // A box whose fields are all hidden gives each the type word's hidden bit.
        let hidden = box.kind == .placedFields(hidden: true) ? 1 : 0
        return stride(from: words.startIndex, to: words.endIndex, by: shape.count).map { start in
            func at(_ offset: Int) -> String { words[start + offset] }
            func ordinate(_ offset: Int) -> Int { max(0, leadingNumber(at(offset)) - 1) }
            var field = CompatRequest.FormField(label: at(0), value: at(3))
            field.labelRow = ordinate(1)
            field.labelColumn = ordinate(2)
            field.row = ordinate(4)
            field.column = ordinate(5)
            field.displayLength = leadingNumber(at(6))
            field.inputLength = leadingNumber(at(7))
            field.type = typed ? leadingNumber(at(8)) : hidden
            return field
        }
    }

    /// The number a word starts with, as C's atoi reads it (spaces, a sign, digits); 0 for none,
    /// clamped as every size from outside is.
    static func leadingNumber(_ word: String) -> Int {
        var bytes = word.utf8.drop { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) }[...]
        var sign = 1
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            sign = first == UInt8(ascii: "-") ? -1 : 1
            bytes = bytes.dropFirst()
        }
        var value = 0
        for byte in bytes {
            guard byte >= 0x30 && byte <= 0x39 else { break }
            value = min(value * 10 + Int(byte - 0x30), 100_000)
        }
        return max(-10_000, min(sign * value, 10_000))
    }
}
