import PopupCore

/// `--spec`: a whole dialog as JSON, turned into the options it stands for, so a spec and the
/// flags mean exactly the same and flags after `--spec` override it (or add buttons and fields).
///
/// Keys are the long option names. Buttons and text fields are arrays of objects:
/// `{"title": "Sign in", "buttons": [{"label": "Go", "role": "default", "stay": false}],
///   "fields": [{"placeholder": "User", "password": false, "required": true}], "timeout": 10}`;
/// list items are an array of strings: `{"items": ["a", "b\tThe second"], "multi": true}`.
public enum SpecReader {
    /// Options that only make sense inside a button object, and its own keys.
    public static let buttonKeys = ["label", "role", "stay", "icon", "accessory", "height"]
    public static let fieldKeys = ["placeholder", "password", "value", "validate", "required", "max-length"]
    /// Options with no field: they are not part of a dialog.
    public static let excluded: Set<String> = ["help", "version", "spec", "completions", "preview", "size"]
    /// Options a spec expresses through "buttons" and "fields" instead.
    public static let structured: Set<String> = ["button", "cancel", "destructive", "stay", "icon", "accessory", "height",
                                                 "input", "password", "value", "validate", "required", "max-length", "item"]

    /// Top-level keys: every other option, plus "buttons", "fields", "items" and "command" (what follows `--`).
    public static var topLevelKeys: [String] {
        OptionTable.all.map(\.long).filter { !excluded.contains($0) && !structured.contains($0) } + ["buttons", "fields", "items", "command"]
    }

    public static func options(from text: String, source: String) throws(CLIError) -> [ParsedOption] {
        let json: JSONValue
        do {
            json = try JSONParser.parse(text)
        } catch {
            throw .badSpec(source: source, reason: error.description)
        }
        guard case .object(let members) = json else { throw .badSpec(source: source, reason: "expected a JSON object") }
        var options: [ParsedOption] = []
        for (key, value) in members {
            switch key {
            case "buttons":
                for (offset, item) in try array(value, path: key, source: source).enumerated() {
                    options += try button(item, path: "buttons[\(offset)]", source: source)
                }
            case "fields":
                for (offset, item) in try array(value, path: key, source: source).enumerated() {
                    options += try field(item, path: "fields[\(offset)]", source: source)
                }
            case "items":
                let spec = OptionTable.spec(long: "item")!
                for (offset, item) in try array(value, path: key, source: source).enumerated() {
                    options += try option(spec, item, path: "items[\(offset)]", source: source)
                }
            case "command":
                for (offset, item) in try array(value, path: key, source: source).enumerated() {
                    let word = try scalar(item, path: "command[\(offset)]", source: source, numberAllowed: false)
                    options.append(ParsedOption(spec: OptionTable.commandWord, name: "--", value: word))
                }
            default:
                guard topLevelKeys.contains(key), let spec = OptionTable.spec(long: key) else {
                    throw unknown(key, path: "", among: topLevelKeys, source: source)
                }
                if case .array(let items) = value, spec.takesValue {
                    for (offset, item) in items.enumerated() {
                        options += try option(spec, item, path: "\(key)[\(offset)]", source: source)
                    }
                } else {
                    options += try option(spec, value, path: key, source: source)
                }
            }
        }
        return options
    }

    private static func button(_ value: JSONValue, path: String, source: String) throws(CLIError) -> [ParsedOption] {
        let members = try object(value, path: path, source: source)
        for (key, _) in members where !buttonKeys.contains(key) {
            throw unknown(key, path: path + ".", among: buttonKeys, source: source)
        }
        guard let labelValue = value["label"] else { throw .badSpec(source: source, reason: "\(path) needs a \"label\"") }
        let label = try scalar(labelValue, path: path + ".label", source: source, numberAllowed: false)
        let role = try value["role"].map { v throws(CLIError) in try scalar(v, path: path + ".role", source: source, numberAllowed: false) } ?? "default"
        let long: String
        switch role {
        case "default": long = "button"
        case "cancel": long = "cancel"
        case "destructive": long = "destructive"
        default: throw .badSpec(source: source, reason: "\(path).role is \(Excerpt.quoted(role)); expected default, cancel or destructive")
        }
        var options = [ParsedOption(spec: OptionTable.spec(long: long)!, name: "--" + long, value: label)]
        for key in ["stay", "icon", "accessory", "height"] {
            if let item = value[key], let spec = OptionTable.spec(long: key) {
                options += try option(spec, item, path: "\(path).\(key)", source: source)
            }
        }
        return options
    }

    private static func field(_ value: JSONValue, path: String, source: String) throws(CLIError) -> [ParsedOption] {
        let members = try object(value, path: path, source: source)
        for (key, _) in members where !fieldKeys.contains(key) {
            throw unknown(key, path: path + ".", among: fieldKeys, source: source)
        }
        let placeholder = try value["placeholder"].map { v throws(CLIError) in
            try scalar(v, path: path + ".placeholder", source: source, numberAllowed: false)
        } ?? ""
        var secure = false
        if let flag = value["password"] {
            guard case .bool(let on) = flag else { throw .badSpec(source: source, reason: "\(path).password must be true or false") }
            secure = on
        }
        let long = secure ? "password" : "input"
        var options = [ParsedOption(spec: OptionTable.spec(long: long)!, name: "--" + long, value: placeholder)]
        for key in ["value", "validate", "required", "max-length"] {
            if let item = value[key], let spec = OptionTable.spec(long: key) {
                options += try option(spec, item, path: "\(path).\(key)", source: source)
            }
        }
        return options
    }

    /// A switch takes true/false; an option with a value takes a string, or a number where the
    /// schema says so (`SpecSchema.numeric`): the reader and the schema agree.
    private static func option(_ spec: OptionSpec, _ value: JSONValue, path: String, source: String) throws(CLIError) -> [ParsedOption] {
        if spec.takesValue {
            return [ParsedOption(spec: spec, name: "--" + spec.long,
                                 value: try scalar(value, path: path, source: source, numberAllowed: SpecSchema.numeric.contains(spec.long)))]
        }
        guard case .bool(let on) = value else { throw .badSpec(source: source, reason: "\(path) must be true or false") }
        return on ? [ParsedOption(spec: spec, name: "--" + spec.long, value: nil)] : []
    }

    private static func scalar(_ value: JSONValue, path: String, source: String, numberAllowed: Bool) throws(CLIError) -> String {
        switch value {
        case .string(let text): return text
        case .number(let number) where numberAllowed:
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        default: throw .badSpec(source: source, reason: "\(path) must be " + (numberAllowed ? "a string or a number" : "a string"))
        }
    }

    private static func array(_ value: JSONValue, path: String, source: String) throws(CLIError) -> [JSONValue] {
        guard case .array(let items) = value else { throw .badSpec(source: source, reason: "\(path) must be an array") }
        return items
    }

    private static func object(_ value: JSONValue, path: String, source: String) throws(CLIError) -> [(String, JSONValue)] {
        guard case .object(let members) = value else { throw .badSpec(source: source, reason: "\(path) must be an object") }
        return members
    }

    private static func unknown(_ key: String, path: String, among keys: [String], source: String) -> CLIError {
        .unknownSpecField(source: source, field: path + key, suggestion: EditDistance.closest(to: key, among: keys))
    }
}
