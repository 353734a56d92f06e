/// The answer-file line that records how `dialog` ended: what identifies it (title,
/// fingerprint), the button (label and index), the values, the picked items' tags and the exit
/// status the front end gave. `outcome` nil: the dialog was only shown (`--no-wait`).
/// A masked field's value is recorded only with `keepSecrets`; otherwise the line names the
/// environment variable a replay takes it from (`secretVariables`).
public enum AnswerRecord {
    public static func line(_ dialog: Dialog, _ outcome: Outcome?, status: Int32, keepSecrets: Bool) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("v", .number(Double(AnswerLine.version))), ("title", .string(dialog.title)),
            ("fingerprint", .string(dialog.fingerprint)),
        ]
        switch outcome {
        case .chosen(let index, let label, _, let values, let items)?:
            members += [("answer", .string(label)), ("index", .number(Double(index)))]
            if !dialog.fields.isEmpty {
                let variables = secretVariables(dialog)
                members.append(("values", .array(values.enumerated().map { offset, value in
                    guard !keepSecrets, dialog.fields.indices.contains(offset), dialog.fields[offset].isSecure else { return .string(value) }
                    return .object([("env", .string(variables[offset]))])
                })))
            }
            if let list = dialog.list {
                members.append(("items", .array(items.filter { $0 < list.items.count }.map { .string(list.items.tag($0)) })))
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
    /// POPUPCTL_SECRET_ and the field's JSON key (its placeholder, unique), in capitals, with every
    /// run of other characters one underscore: "Admin password" → POPUPCTL_SECRET_ADMIN_PASSWORD.
    /// Two keys that come out alike (non-ASCII placeholders) are told apart by field number.
    public static func secretVariables(_ dialog: Dialog) -> [String] {
        let names = OutcomeFormatter.fieldKeys(dialog).map { key in
            var name = ""
            for scalar in key.unicodeScalars {
                if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                    name += scalar.properties.uppercaseMapping
                } else if !name.isEmpty, !name.hasSuffix("_") {
                    name += "_"
                }
            }
            while name.hasSuffix("_") { name.removeLast() }
            return "POPUPCTL_SECRET_" + (name.isEmpty ? "FIELD" : name)
        }
        var uses: [String: Int] = [:]
        for name in names { uses[name, default: 0] += 1 }
        return names.enumerated().map { offset, name in
            uses[name, default: 0] > 1 ? name + "_\(offset + 1)" : name
        }
    }
}
