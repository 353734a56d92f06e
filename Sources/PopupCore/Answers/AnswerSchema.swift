/// The JSON Schema of one answer-file line; man/popupctl.answers.schema.json is its committed
/// copy, checked by a test, and its properties are exactly `AnswerLine.keys`.
public enum AnswerSchema {
    /// The JSON Schema of one answer-file line (man/popupctl.answers.schema.json is its copy).
    public static func document() -> JSONValue {
        let byte: [(String, JSONValue)] = [("type", .string("integer")), ("minimum", .number(0)), ("maximum", .number(255))]
        let properties: [(String, JSONValue)] = AnswerLine.keys.map { key in
            switch key {
            case "v": return (key, .object([("description", .string("Format version")), ("const", .number(Double(AnswerLine.version)))]))
            case "title":
                return (key, .object([("description", .string("The recorded dialog's title (else the first line of its text), named in errors")),
                                      ("type", .string("string"))]))
            case "fingerprint":
                return (key, .object([("description", .string("Hash of the title, message, buttons, fields and list items; when present, the dialog asked must have the same")),
                                      ("type", .string("string")), ("pattern", .string("^fnv1a64:[0-9a-f]{16}$"))]))
            case "answer":
                return (key, .object([("description", .string("The button: a label (exact, then ignoring case) or an index")),
                                      ("type", .array([.string("string"), .string("integer")])), ("minimum", .number(0)), ("maximum", .number(255))]))
            case "index": return (key, .object([("description", .string("The button's index; exact, and preferred to 'answer'"))] + byte))
            case "values":
                let secret: JSONValue = .object([
                    ("type", .string("object")), ("additionalProperties", .bool(false)), ("required", .array([.string("env")])),
                    ("properties", .object([("env", .object([("description", .string("Environment variable holding a password not recorded")),
                                                             ("type", .string("string")), ("pattern", .string("^[A-Z_][A-Z0-9_]*$"))]))])),
                ])
                return (key, .object([("description", .string("Text field values in order")), ("type", .string("array")),
                                      ("items", .object([("oneOf", .array([.object([("type", .string("string"))]), secret]))]))]))
            case "items":
                let bytes: JSONValue = .object([
                    ("type", .string("object")), ("additionalProperties", .bool(false)), ("required", .array([.string("bytes")])),
                    ("properties", .object([("bytes", .object([("description", .string("A tag that is not UTF-8: its bytes in hex")),
                                                               ("type", .string("string")), ("pattern", .string("^([0-9a-fA-F]{2})*$"))]))])),
                ])
                return (key, .object([("description", .string("Tags of the list items picked")), ("type", .string("array")),
                                      ("items", .object([("oneOf", .array([.object([("type", .string("string"))]), bytes]))]))]))
            case "ended":
                return (key, .object([("description", .string("How the dialog ended when no button was chosen (absent: chosen)")),
                                      ("enum", .array(AnswerLine.Ending.allCases.map { .string($0.rawValue) }))]))
            case "signal":
                return (key, .object([("description", .string("The signal that interrupted it: SIGHUP, SIGINT, SIGQUIT or SIGTERM")),
                                      ("enum", .array(AnswerLine.signals.map { .number(Double($0)) }))]))
            case "query":
                return (key, .object([("description", .string("The query typed over the list as it ended (what --print-query prints); absent: the one given")),
                                      ("type", .string("string"))]))
            default: return (key, .object([("description", .string("The exit status it gave (not checked)"))] + byte))
            }
        }
        return .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("https://popupctl.invalid/popupctl.answers.schema.json")),
            ("title", .string("popupctl answer file line")),
            ("description", .string("One line of an answer file (JSON Lines): how one dialog is answered. Written by POPUPCTL_RECORD, read by --answer-file.")),
            ("type", .string("object")),
            ("additionalProperties", .bool(false)),
            ("properties", .object(properties)),
            ("anyOf", .array(["answer", "index", "items", "values", "ended"].map { .object([("required", .array([.string($0)]))]) })),
        ])
    }
}
