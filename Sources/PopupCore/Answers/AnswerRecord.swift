/// The answer-file line that records how `dialog` ended: what identifies it (title,
/// fingerprint), the button (label and index), the values, the picked items' tags and the exit
/// status the front end gave. `outcome` nil: the dialog was only shown (`--no-wait`).
/// A masked field's value is recorded only with `keepSecrets`; otherwise the line names the
/// environment variable a replay takes it from (`secretVariables`).
public enum AnswerRecord {
    public static func line(_ dialog: Dialog, _ outcome: Outcome?, status: Int32, keepSecrets: Bool) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("v", .number(Double(AnswerLine.version))), ("title", .string(dialog.name)),
            ("fingerprint", .string(dialog.fingerprint)),
        ]
        switch outcome {
        case .chosen(let index, let label, _, let values, let items)?:
            members += [("answer", .string(label)), ("index", .number(Double(index)))]
            // A content's answer (an editor's lines, a picked path …) follows the fields' values.
            if !dialog.fields.isEmpty || dialog.content != nil {
                let variables = secretVariables(dialog)
                members.append(("values", .array(values.enumerated().map { offset, value in
                    guard !keepSecrets, dialog.fields.indices.contains(offset), dialog.fields[offset].isSecure else { return .string(value) }
                    return .object([("env", .string(variables[offset]))])
                })))
            }
            if let list = dialog.list {
                // Each tag as its bytes are: one that is not UTF-8 as {"bytes":"HEX"}, never U+FFFD.
                members.append(("items", .array(items.filter { $0 < list.items.count }.map { ItemTags.json(of: list.items.tagBytes($0)) })))
            }
        case .dismissed?: members.append(("ended", .string(AnswerLine.Ending.dismissed.rawValue)))
        case .timedOut?: members.append(("ended", .string(AnswerLine.Ending.timeout.rawValue)))
        case .interrupted(let signal)?:
            members += [("ended", .string(AnswerLine.Ending.interrupted.rawValue)), ("signal", .number(Double(signal)))]
        case .completed?: members.append(("ended", .string(AnswerLine.Ending.completed.rawValue)))
        case nil: members.append(("ended", .string(AnswerLine.Ending.shown.rawValue)))
        }
        members.append(("status", .number(Double(status))))
        return .object(members)
    }

    /// For each field, the variable that holds its value when it is not recorded:
    /// POPUPCTL_SECRET_ and the field's name in capitals, with every run of other characters one
    /// underscore: "Admin password" → POPUPCTL_SECRET_ADMIN_PASSWORD. The name is the field's JSON
    /// key (its placeholder, unique); a field without one (whiptail's and dialog's password boxes)
    /// is named by the dialog's question, its text, else its title, so that each box's secret has a
    /// variable of its own: "Root password" → POPUPCTL_SECRET_ROOT_PASSWORD. Names that come out
    /// alike (non-ASCII placeholders) are told apart by field number.
    public static func secretVariables(_ dialog: Dialog) -> [String] {
        let question = Dialog.firstLine(dialog.message) ?? Dialog.firstLine(dialog.title)
        let names = zip(dialog.fields, OutcomeFormatter.fieldKeys(dialog)).map { field, key in
            var name = field.placeholder.isEmpty ? variableWords(question ?? "", limit: maxQuestionWords) : variableWords(key)
            if name.isEmpty { name = variableWords(key) }
            return "POPUPCTL_SECRET_" + (name.isEmpty ? "FIELD" : name)
        }
        return numberingRepeats(names)
    }

    /// Characters of a question kept in a name (then up to the end of a word): a whole sentence
    /// makes an unwieldy variable.
    static let maxQuestionWords = 40

    /// `text` as a variable name's words: ASCII letters and digits in capitals, each run of
    /// anything else one underscore; no new word starts past `limit` characters.
    static func variableWords(_ text: String, limit: Int = .max) -> String {
        var name = ""
        var length = 0
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if length >= limit, name.hasSuffix("_") { break }
                name += scalar.properties.uppercaseMapping
                length += 1
            } else if !name.isEmpty, !name.hasSuffix("_") {
                name += "_"
                length += 1
            }
        }
        while name.hasSuffix("_") { name.removeLast() }
        return name
    }

    private static func numberingRepeats(_ names: [String]) -> [String] {
        var uses: [String: Int] = [:]
        for name in names { uses[name, default: 0] += 1 }
        return names.enumerated().map { offset, name in
            uses[name, default: 0] > 1 ? name + "_\(offset + 1)" : name
        }
    }
}
