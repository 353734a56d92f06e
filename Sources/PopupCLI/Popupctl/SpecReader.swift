import PopupCore

/// `--spec`: a whole dialog as JSON, turned into the options it stands for, so a spec and the
/// flags mean exactly the same and flags after `--spec` override it (or add buttons and fields).
///
/// Keys are the long option names. Buttons and text fields are arrays of objects:
/// `{"title": "Sign in", "buttons": [{"label": "Go", "role": "default", "stay": false}],
///   "fields": [{"placeholder": "User", "password": false, "required": true}], "timeout": 10}`;
/// list items are an array of strings: `{"items": ["a", "b\tThe second"], "multi": true}`.
public enum SpecReader {
    /// The keys of a button object: its own, then the options that change the button just added.
    public static let buttonKeys = ["label", "role"] + modifiers(of: .button).map(\.long)
    public static let fieldKeys = ["placeholder", "password"] + modifiers(of: .textField).map(\.long)
    /// Options with no field: they are not part of a dialog.
    public static let excluded = Set(OptionTable.all.filter { $0.specKey == .none }.map(\.long))

    /// Top-level keys: every option with a key of its own, plus "buttons", "fields", "items" and
    /// "command" (what follows `--`).
    public static let topLevelKeys = topLevel.map(\.long) + ["buttons", "fields", "items", "command"]

    private static let topLevel = OptionTable.all.filter { $0.modifies == nil && $0.hasNamedKey }
    private static let topLevelByKey = Dictionary(topLevel.map { ($0.long, $0) }, uniquingKeysWith: { first, _ in first })
    private static let buttonOptions = OptionTable.all.compactMap { option -> (ButtonRole, OptionSpec)? in
        if case .button(let role) = option.specKey { (role, option) } else { nil }
    }
    // The table has one option for each of these (OptionTableTests checks it).
    private static let itemOption = OptionTable.all.first { $0.specKey == .item }!
    private static let inputOption = OptionTable.all.first { $0.specKey == .field(secure: false) }!
    private static let passwordOption = OptionTable.all.first { $0.specKey == .field(secure: true) }!

    private static func modifiers(of target: OptionSpec.Target) -> [OptionSpec] {
        OptionTable.all.filter { $0.modifies == target && $0.hasNamedKey }
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
                for (offset, item) in try array(value, path: key, source: source).enumerated() {
                    options += try option(itemOption, item, path: "items[\(offset)]", source: source)
                }
            case "command":
                for (offset, item) in try array(value, path: key, source: source).enumerated() {
                    let word = try scalar(item, path: "command[\(offset)]", source: source, numberAllowed: false)
                    options.append(ParsedOption(spec: OptionTable.commandWord, name: "--", value: word))
                }
            default:
                guard let spec = topLevelByKey[key] else {
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
        let role = try value["role"].map { v throws(CLIError) in try scalar(v, path: path + ".role", source: source, numberAllowed: false) }
            ?? ButtonRole.default.rawValue
        guard let spec = buttonOptions.first(where: { $0.0.rawValue == role })?.1 else {
            let roles = buttonOptions.map(\.0.rawValue)
            let expected = roles.dropLast().joined(separator: ", ") + (roles.count > 1 ? " or " : "") + (roles.last ?? "")
            throw .badSpec(source: source, reason: "\(path).role is \(Excerpt.quoted(role)); expected \(expected)")
        }
        var options = [ParsedOption(spec: spec, name: "--" + spec.long, value: label)]
        for modifier in modifiers(of: .button) {
            if let item = value[modifier.long] {
                options += try option(modifier, item, path: "\(path).\(modifier.long)", source: source)
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
        let spec = secure ? passwordOption : inputOption
        var options = [ParsedOption(spec: spec, name: "--" + spec.long, value: placeholder)]
        for modifier in modifiers(of: .textField) {
            if let item = value[modifier.long] {
                options += try option(modifier, item, path: "\(path).\(modifier.long)", source: source)
            }
        }
        return options
    }

    /// A switch takes true/false; an option with a value takes a string, or a number where the
    /// table says so (`SpecValue.number`): the reader and the schema agree.
    private static func option(_ spec: OptionSpec, _ value: JSONValue, path: String, source: String) throws(CLIError) -> [ParsedOption] {
        if spec.takesValue {
            return [ParsedOption(spec: spec, name: "--" + spec.long,
                                 value: try scalar(value, path: path, source: source, numberAllowed: spec.specKey == .named(.number)))]
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
