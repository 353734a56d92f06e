import PopupCore
import PopupTTY

/// `gum log`: one line for stderr as charmbracelet/log writes it: the time, the level (`INFO`),
/// the prefix, the message, then `key=value` pairs with `--structured`; or as JSON or logfmt.
struct GumLog {
    let command: GumCommand

    init(_ command: GumCommand) throws {
        self.command = command
        for flag in ["level", "min-level"] where !command.string(flag).isEmpty && Self.rank[command.string(flag)] == nil {
            throw CLIError.badValue(option: "--" + flag, value: command.string(flag), expected: "none, debug, info, warn, error or fatal")
        }
        if !["text", "json", "logfmt"].contains(command.string("formatter")) {
            throw CLIError.badValue(option: "--formatter", value: command.string("formatter"), expected: "json, logfmt or text")
        }
    }

    private static let rank = ["none": -1, "debug": 0, "info": 1, "warn": 2, "error": 3, "fatal": 4]
    private static let labels = ["debug": "DEBU", "info": "INFO", "warn": "WARN", "error": "ERRO", "fatal": "FATA"]
    private static let colors: [String: Color] = ["debug": .indexed(63), "info": .indexed(86), "warn": .indexed(192),
                                                  "error": .indexed(204), "fatal": .indexed(134)]

    /// The line, ending in a line break; nil when `--min-level` holds it back.
    func line(words: [String], depth: ColorDepth?, now: LocalTime) -> String? {
        let level = command.string("level")
        let minimum = command.string("min-level")
        if !minimum.isEmpty, (Self.rank[level] ?? -1) < (Self.rank[minimum] ?? -1) { return nil }
        var message = words.first ?? ""
        var rest = Array(words.dropFirst())
        if command.bool("format") {
            message = Self.printf(message, rest)
            rest = []
        } else if !command.bool("structured") {
            message = words.joined(separator: " ")
            rest = []
        }
        var pairs: [(String, String)] = []
        var index = 0
        while index < rest.count {
            pairs.append((rest[index], index + 1 < rest.count ? rest[index + 1] : "MISSING_VALUE"))
            index += 2
        }
        let time = command.string("time").isEmpty ? nil : Self.clock(now)
        switch command.string("formatter") {
        case "json":
            var fields: [(String, JSONValue)] = []
            if let time { fields.append(("time", .string(time))) }
            if level != "none" { fields.append(("level", .string(level))) }
            if !command.string("prefix").isEmpty { fields.append(("prefix", .string(command.string("prefix")))) }
            fields.append(("msg", .string(message)))
            fields += pairs.map { ($0.0, .string($0.1)) }
            return JSONValue.object(fields).text + "\n"
        case "logfmt":
            var parts: [String] = []
            if let time { parts.append("time=" + Self.quoted(time)) }
            if level != "none" { parts.append("level=" + level) }
            if !command.string("prefix").isEmpty { parts.append("prefix=" + Self.quoted(command.string("prefix"))) }
            parts.append("msg=" + Self.quoted(message))
            parts += pairs.map { "\($0.0)=" + Self.quoted($0.1) }
            return parts.joined(separator: " ") + "\n"
        default:
            let sgr = GumSGR(depth: depth)
            var parts: [String] = []
            if let time { parts.append(sgr.paint(time, command.style("time.").cellStyle)) }
            if let label = Self.labels[level] {
                var style = command.style("level.").cellStyle
                if style.foreground == .default { style.foreground = Self.colors[level] ?? .default }
                parts.append(sgr.paint(label, style))
            }
            if !command.string("prefix").isEmpty { parts.append(sgr.paint(command.string("prefix") + ":", command.style("prefix.").cellStyle)) }
            parts.append(sgr.paint(message, command.style("message.").cellStyle))
            for (key, value) in pairs {
                parts.append(sgr.paint(key, command.style("key.").cellStyle) + sgr.paint("=", command.style("separator.").cellStyle)
                             + sgr.paint(Self.quoted(value), command.style("value.").cellStyle))
            }
            return parts.joined(separator: " ") + "\n"
        }
    }

    /// A value with a space, a quote or `=` in it quoted, as logfmt quotes it.
    private static func quoted(_ value: String) -> String {
        guard value.isEmpty || value.contains(where: { $0 == " " || $0 == "\"" || $0 == "=" }) else { return value }
        return "\"" + value.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    private static func clock(_ now: LocalTime) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(now.year)/\(two(now.month))/\(two(now.day)) \(two(now.hour)):\(two(now.minute)):\(two(now.second))"
    }

    /// Go's Printf for the verbs scripts use (`%s`, `%d`, `%v`, `%q`, `%%`): each takes the next argument.
    static func printf(_ format: String, _ arguments: [String]) -> String {
        var out = ""
        var next = arguments.makeIterator()
        var iterator = format.makeIterator()
        while let character = iterator.next() {
            guard character == "%" else {
                out.append(character)
                continue
            }
            guard let verb = iterator.next() else {
                out += "%!(NOVERB)"
                break
            }
            switch verb {
            case "%": out += "%"
            case "q": out += next.next().map { "\"" + $0 + "\"" } ?? "%!q(MISSING)"
            default: out += next.next() ?? "%!\(verb)(MISSING)"
            }
        }
        return out
    }
}
