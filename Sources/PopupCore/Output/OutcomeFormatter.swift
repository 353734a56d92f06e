/// Turns an outcome into the bytes popupctl prints, for each output mode.
public enum OutcomeFormatter {
    /// The text for `outcome`, ending in a newline; empty when there is nothing to print.
    /// Field values are printed after sanitising: a control character in a value (which a
    /// single-line field cannot hold, but an unattended answer could) is shown as its picture.
    /// `status` is the exit status JSON reports, when it is not the outcome's own (a progress box
    /// around a command exits with the command's).
    /// A cancel-role button prints its label or index at most: nothing typed or picked goes out
    /// when the person called the dialog off.
    public static func format(_ outcome: Outcome, mode: OutputMode, dialog: Dialog, status: Int32? = nil) -> String {
        let outcome = submitted(outcome)
        switch mode {
        case .none: return ""
        case .json: return json(outcome, dialog: dialog, status: status).text + "\n"
        case .label, .index, .values:
            guard case .chosen(let index, let label, _, let values, _) = outcome else { return "" }
            var lines: [String] = []
            if mode == .label { lines.append(label) }
            if mode == .index { lines.append(String(index)) }
            if mode != .index { lines += values.map(Sanitizer.line) }
            return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
        }
    }

    /// The bytes popupctl prints for `outcome`. With a list, `label` prints the picked items' tags
    /// in their original bytes (or whole lines, `ListSpec.answerBytes`; then any field values) and `index` their positions in the list, each
    /// ended by a newline, or by NUL with `nulSeparated`; a cancel-role button prints nothing.
    /// Without a list, the same as `format`.
    public static func bytes(_ outcome: Outcome, mode: OutputMode, dialog: Dialog, nulSeparated: Bool = false,
                             status: Int32? = nil) -> [UInt8] {
        guard let list = dialog.list, mode == .label || mode == .index else {
            return Array(format(outcome, mode: mode, dialog: dialog, status: status).utf8)
        }
        guard case .chosen(_, _, let role, let values, let items) = submitted(outcome), role != .cancel else { return [] }
        let end: UInt8 = nulSeparated ? 0 : 0x0A
        var out: [UInt8] = []
        for item in items where item < list.items.count {
            if mode == .label { out += list.answerBytes(item) } else { out += Array(String(item).utf8) }
            out.append(end)
        }
        if mode == .label {
            for value in values { out += Array(Sanitizer.line(value).utf8) + [end] }
        }
        return out
    }

    /// What the person submitted: a cancel-role button's outcome without the values typed or the
    /// items picked before it was chosen (a password typed, then Cancel, never reaches stdout).
    public static func submitted(_ outcome: Outcome) -> Outcome {
        guard case .chosen(let index, let label, .cancel, _, _) = outcome else { return outcome }
        return .chosen(index: index, label: label, role: .cancel, values: [], items: [])
    }

    /// One line for a button that stays open, as it is chosen.
    public static func report(index: Int, mode: OutputMode, dialog: Dialog) -> String {
        let button = dialog.effectiveButtons[index]
        switch mode {
        // Values mode prints values only: a staying button's label in it would read as one.
        case .none, .values: return ""
        case .index: return "\(index)\n"
        case .json:
            return JSONValue.object([("event", .string("button")), ("index", .number(Double(index))),
                                     ("label", .string(button.label)), ("role", .string(button.role.rawValue))]).text + "\n"
        case .label: return button.label + "\n"
        }
    }

    /// The outcome as the JSON object the `.json` mode prints: index, label, role, values by field,
    /// dismissed, reason, status. Values come only with a chosen button that is not a cancel one:
    /// cancelled, dismissed, timed out or interrupted, nothing was submitted, so they are null
    /// rather than text that looks like an answer.
    /// `status`: the exit status, when it is not the outcome's own.
    public static func json(_ outcome: Outcome, dialog: Dialog, status: Int32? = nil) -> JSONValue {
        var index: JSONValue = .null
        var label: JSONValue = .null
        var role: JSONValue = .null
        var values: [String]?
        var items: [Int]?
        var dismissed = false
        var reason: JSONValue = .null
        switch outcome {
        case .chosen(let chosenIndex, let chosenLabel, let chosenRole, let chosenValues, let chosenItems):
            index = .number(Double(chosenIndex))
            label = .string(chosenLabel)
            role = .string(chosenRole.rawValue)
            if chosenRole != .cancel {
                values = chosenValues
                items = chosenItems
            }
        case .dismissed(let why):
            dismissed = true
            reason = .string(why.rawValue)
        case .timedOut:
            reason = .string("timeout")
        case .interrupted(let signal):
            reason = .string("signal \(signal)")
        case .completed:
            reason = .string("completed")
        }
        return .object([
            ("index", index), ("label", label), ("role", role),
            ("values", values.map { values in
                .object(fieldKeys(dialog).enumerated().map { ($0.element, .string(values.indices.contains($0.offset) ? values[$0.offset] : "")) })
            } ?? .null),
            ("dismissed", .bool(dismissed)), ("reason", reason), ("status", .number(Double(status ?? outcome.exitStatus))),
        ] + listFields(items, dialog: dialog))
    }

    /// With a list, `items` (the picked tags) and `itemIndices` (their positions); null unless chosen.
    private static func listFields(_ items: [Int]?, dialog: Dialog) -> [(String, JSONValue)] {
        guard let list = dialog.list else { return [] }
        guard let items else { return [("items", .null), ("itemIndices", .null)] }
        let kept = items.filter { $0 < list.items.count }
        return [("items", .array(kept.map { .string(String(decoding: list.answerBytes($0), as: UTF8.self)) })),
                ("itemIndices", .array(kept.map { .number(Double($0)) }))]
    }

    /// Field names for JSON: the placeholder, made unique ("Name", "Name 2"), or "field N". A
    /// suffix is never one another field already has as its own name ("A", "A 2", "A" → "A 3").
    public static func fieldKeys(_ dialog: Dialog) -> [String] {
        let bases = dialog.fields.enumerated().map { offset, field in
            field.placeholder.isEmpty ? "field \(offset + 1)" : field.placeholder
        }
        // Each name's first field keeps it; a repeat takes the next "name N" that no field has.
        var taken = Set(bases)
        var seen = Set<String>()
        // The next suffix to try for each name: many fields of one name are numbered in one pass.
        var nextCount: [String: Int] = [:]
        var keys: [String] = []
        for base in bases {
            guard seen.contains(base) else {
                seen.insert(base)
                keys.append(base)
                continue
            }
            var count = nextCount[base] ?? 2
            while taken.contains("\(base) \(count)") { count += 1 }
            nextCount[base] = count + 1
            let key = "\(base) \(count)"
            taken.insert(key)
            keys.append(key)
        }
        return keys
    }
}
