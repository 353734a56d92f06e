import PopupCore

/// What the process that opens a tmux popup hands the popupctl it starts in it, in a file of its
/// private directory: the command line to run again, with the caller's environment and working
/// directory, what its stdin and stdout were, and the screen the popup floats over.
struct PopupRequest: Equatable {
    /// The command line, its first word the dialect's name (popupctl, whiptail, dialog).
    var command: [String]
    var environment: [String: String]
    var directory: String
    var stdinIsTerminal: Bool
    var stdoutIsTerminal: Bool
    /// The tmux client's screen, under the popup.
    var screen: Size

    var bytes: [UInt8] {
        let environment = self.environment.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) }
        let value = JSONValue.object([
            ("command", .array(command.map(JSONValue.string))),
            ("environment", .object(environment)),
            ("directory", .string(directory)),
            ("stdinIsTerminal", .bool(stdinIsTerminal)),
            ("stdoutIsTerminal", .bool(stdoutIsTerminal)),
            ("screen", .array([.number(Double(screen.width)), .number(Double(screen.height))])),
        ])
        return Array(value.text.utf8)
    }

    /// Reads a request; nil when the bytes are not one.
    init?(bytes: [UInt8]) {
        guard let value = try? JSONParser.parse(String(decoding: bytes, as: UTF8.self)),
              case .array(let words)? = value["command"], case .object(let variables)? = value["environment"],
              case .string(let directory)? = value["directory"],
              case .bool(let stdinIsTerminal)? = value["stdinIsTerminal"], case .bool(let stdoutIsTerminal)? = value["stdoutIsTerminal"],
              case .array(let screen)? = value["screen"], screen.count == 2,
              case .number(let width) = screen[0], case .number(let height) = screen[1],
              let columns = Int(exactly: width), let rows = Int(exactly: height) else { return nil }
        var command: [String] = []
        for word in words {
            guard case .string(let text) = word else { return nil }
            command.append(text)
        }
        var environment: [String: String] = [:]
        for (name, variable) in variables {
            guard case .string(let text) = variable else { return nil }
            environment[name] = text
        }
        guard !command.isEmpty else { return nil }
        self.init(command: command, environment: environment, directory: directory, stdinIsTerminal: stdinIsTerminal,
                  stdoutIsTerminal: stdoutIsTerminal, screen: Size(width: columns, height: rows).clampedToScreen)
    }

    init(command: [String], environment: [String: String], directory: String, stdinIsTerminal: Bool, stdoutIsTerminal: Bool,
         screen: Size) {
        self.command = command
        self.environment = environment
        self.directory = directory
        self.stdinIsTerminal = stdinIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
        self.screen = screen
    }
}
