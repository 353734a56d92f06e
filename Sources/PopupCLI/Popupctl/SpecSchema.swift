import PopupCore

/// The JSON Schema of `--spec`, made from the option table; man/popupctl.schema.json is its
/// committed copy, checked by a test.
public enum SpecSchema {
    public static func document() -> JSONValue {
        var properties: [(String, JSONValue)] = []
        for long in SpecReader.topLevelKeys {
            switch long {
            case "buttons":
                properties.append((long, .object([
                    ("description", .string("Buttons in order; the exit status is the chosen one's index")),
                    ("type", .string("array")), ("maxItems", .number(Double(Dialog.maxButtons))),
                    ("items", object(SpecReader.buttonKeys, required: ["label"])),
                ])))
            case "command":
                properties.append((long, .object([
                    ("description", .string("With progress: the command to run and its arguments (what follows '--')")),
                    ("type", .string("array")), ("items", .object([("type", .string("string"))])),
                ])))
            case "fields":
                properties.append((long, .object([
                    ("description", .string("Text fields in order")), ("type", .string("array")),
                    ("items", object(SpecReader.fieldKeys, required: [])),
                ])))
            case "items":
                properties.append((long, .object([
                    ("description", .string("List items in order; TAG<TAB>DESCRIPTION shows both")), ("type", .string("array")),
                    ("items", .object([("type", .string("string"))])),
                ])))
            default:
                if let spec = OptionTable.spec(long: long) { properties.append((long, property(spec))) }
            }
        }
        return .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("https://popupctl.invalid/popupctl.schema.json")),
            ("title", .string("popupctl dialog spec")),
            ("description", .string("A whole dialog for 'popupctl --spec'. Keys are the long option names.")),
            ("type", .string("object")),
            ("additionalProperties", .bool(false)),
            ("properties", .object(properties)),
        ])
    }

    private static func object(_ keys: [String], required: [String]) -> JSONValue {
        var properties: [(String, JSONValue)] = []
        for key in keys {
            switch key {
            case "label": properties.append((key, .object([("description", .string("The label ('&' marks the hotkey)")), ("type", .string("string"))])))
            case "role": properties.append((key, .object([("description", .string("What the button means")), ("enum", .array(ButtonRole.allCases.map { .string($0.rawValue) }))])))
            case "placeholder": properties.append((key, .object([("description", .string("Shown while the field is empty")), ("type", .string("string"))])))
            case "password": properties.append((key, .object([("description", .string("Mask the text")), ("type", .string("boolean"))])))
            default: if let spec = OptionTable.spec(long: key) { properties.append((key, property(spec))) }
            }
        }
        return .object([
            ("type", .string("object")), ("additionalProperties", .bool(false)),
            ("required", .array(required.map(JSONValue.string))), ("properties", .object(properties)),
        ])
    }

    private static func property(_ spec: OptionSpec) -> JSONValue {
        var members: [(String, JSONValue)] = [("description", .string(spec.help))]
        if !spec.takesValue {
            members.append(("type", .string("boolean")))
        } else if !spec.choices.isEmpty && !spec.completesFiles {
            // Choices of an option that also takes a path are suggestions, not the only values.
            members.append(("enum", .array(spec.choices.map(JSONValue.string))))
        } else if spec.specKey == .named(.number) {
            members.append(("type", .array([.string("number"), .string("string")])))
        } else if spec.specKey == .named(.strings) {
            members.append(("type", .array([.string("string"), .string("array")])))
            members.append(("items", .object([("type", .string("string"))])))
        } else {
            members.append(("type", .string("string")))
        }
        return .object(members)
    }
}
