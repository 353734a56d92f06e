/// fzf's placeholders in a command line (`--preview`, `execute`, `become`, `reload`…), filled in as
/// fzf 0.74 fills them: `{}` the current item, `{+}` the selected ones (the current one when none
/// is), `{*}` every match, `{q}` (`{fzf:query}`) the query, `{q:1}` its fields, `{n}` an item's
/// index, `{1}`, `{-1}`, `{2..}`, `{..-2}`, `{1,3}` its fields, `{fzf:prompt}`, `{fzf:action}`.
/// Flags stand before the fields: `+` the selected items, `*` the matches, `s` blanks kept, `r`
/// raw (not quoted), `f` the values in a file, one per line, whose path is passed; `\{}` is `{}`.
/// Each value is put in single quotes, a single quote in it closed, escaped and opened again, so
/// no item or query can end the quoting and add a command of its own.
public struct Placeholders {
    /// A file `{f}` names: written before the command runs, removed when popupctl ends.
    public struct File: Sendable, Equatable {
        public var path: String
        public var contents: [UInt8]
    }

    /// A command line with its placeholders filled in, and the files it names.
    public struct Expansion: Sendable, Equatable {
        public var command: [UInt8]
        public var files: [File] = []

        public init(command: [UInt8], files: [File] = []) {
            self.command = command
            self.files = files
        }
    }

    public var query = ""
    public var prompt = ""
    /// The name of the action that runs the command (`{fzf:action}`).
    public var action = ""
    /// The item under the cursor; nil when nothing matches.
    public var current: Int?
    /// The selected items, in the order they are answered.
    public var selected: [Int] = []
    /// Every placeholder takes the selected items, as `+` does (`execute-multi`).
    public var forcePlus = false
    /// What cuts an item into fields; nil: runs of blanks (tab, space, newline), as awk does.
    public var delimiter: [UInt8]?
    /// What ends each value in a file (`--print0`: NUL).
    public var separator: UInt8 = 0x0A
    /// An item's text as placeholders show it.
    public var text: (Int) -> [UInt8]
    /// Every match, in the list's order (`{*}`).
    public var matched: () -> [Int] = { [] }
    /// The path of this command line's Nth file (`{f}`), from 0.
    public var fileName: (Int) -> String = { _ in "" }

    public init(text: @escaping (Int) -> [UInt8]) {
        self.text = text
    }

    /// `template` filled in; nil when it names the current item and there is none (fzf then runs
    /// nothing), unless `anyway`: then the item placeholders stand for no item at all (empty).
    public func expand(_ template: String, anyway: Bool = false) -> Expansion? {
        let bytes = Array(template.utf8)
        let found = Self.scan(bytes)
        let placeholders = found.filter { !$0.escaped }
        guard !placeholders.isEmpty else { return Expansion(command: bytes) }
        let plus = placeholders.contains { $0.flags.plus }
        let asterisk = placeholders.contains { $0.flags.asterisk }
        let forceUpdate = placeholders.contains { $0.flags.forceUpdate }
        // The items the placeholders stand for; nil: the "no match" item (empty text, no index).
        var items: (current: [Int?], selected: [Int?])
        if forceUpdate || asterisk || ((forcePlus || plus) && !selected.isEmpty) {
            items = ([current], selected.isEmpty ? [current] : selected.map { $0 })
        } else if let current {
            items = ([current], [current])
        } else {
            guard anyway else { return nil }
            items = ([], [])
        }
        var out: [UInt8] = []
        var files: [File] = []
        var position = 0
        for match in found {
            out += bytes[position..<match.range.lowerBound]
            position = match.range.upperBound
            if match.escaped {
                out += bytes[(match.range.lowerBound + 1)..<match.range.upperBound]
                continue
            }
            let chosen: [Int?] = match.flags.asterisk ? matched().map { $0 } : match.flags.plus || forcePlus ? items.selected : items.current
            switch value(match, chosen) {
            case .text(let text):
                out += text
            case .values(let values) where match.flags.file:
                let path = fileName(files.count)
                files.append(File(path: path, contents: values.flatMap { $0 + [separator] }))
                out += Array(path.utf8)
            case .values(let values):
                out += Array(values.joined(separator: [0x20]))
            }
        }
        out += bytes[position...]
        return Expansion(command: out, files: files)
    }

    /// What one placeholder is: a text of its own, or one value for each item.
    private enum Value {
        case text([UInt8])
        case values([[UInt8]])
    }

    private func value(_ match: Match, _ items: [Int?]) -> Value {
        let flags = match.flags
        let name = match.name
        if name == "{q}" || name == "{fzf:query}" { return .text(Self.quoted(query.utf8)) }
        if name == "{fzf:prompt}" { return .text(Self.quoted(prompt.utf8)) }
        if name == "{fzf:action}" { return .text(Array(action.utf8)) }
        if name.hasPrefix("{q:") {
            guard let ranges = FieldRange.list(name.dropFirst(3).dropLast()) else { return .text(Array(name.utf8)) }
            var taken = FieldRange.take(ranges, from: FieldRange.fields(Array(query.utf8), delimiter: nil))
            if !flags.preserveSpace { taken = Self.trimmed(taken) }
            return .text(Self.quoted(taken))
        }
        if name == "{}" {
            return .values(items.map { item in
                if flags.number { return item.map { Array(String($0).utf8) } ?? Array("''".utf8) }
                let text = item.map(text) ?? []
                return flags.file || flags.raw ? text : Self.quoted(text)
            })
        }
        guard let ranges = FieldRange.list(name.dropFirst().dropLast()) else { return .text(Array(name.utf8)) }
        return .values(items.map { item in
            var taken = FieldRange.take(ranges, from: FieldRange.fields(item.map(text) ?? [], delimiter: delimiter))
            if let delimiter, taken.count >= delimiter.count, taken.suffix(delimiter.count).elementsEqual(delimiter) {
                taken.removeLast(delimiter.count)
            }
            if !flags.preserveSpace { taken = Self.trimmed(taken) }
            return flags.file || flags.raw ? taken : Self.quoted(taken)
        })
    }

    /// `value` in single quotes for sh. A NUL cannot be passed in an argument at all (the line
    /// would be cut there), so it is left out.
    public static func quoted(_ value: some Collection<UInt8>) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "'")]
        out.reserveCapacity(value.count + 2)
        for byte in value {
            switch byte {
            case UInt8(ascii: "'"): out += Array(#"'\''"#.utf8)
            case 0: continue
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "'"))
        return out
    }

    /// True when `template` shows the query: the command runs again as the query changes.
    public static func usesQuery(_ template: String) -> Bool {
        scan(Array(template.utf8)).contains { !$0.escaped && $0.flags.forceUpdate }
    }

    private static func trimmed(_ bytes: [UInt8]) -> [UInt8] {
        let blank: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0D).contains($0) }
        guard let first = bytes.firstIndex(where: { !blank($0) }), let last = bytes.lastIndex(where: { !blank($0) }) else { return [] }
        return Array(bytes[first...last])
    }
}
