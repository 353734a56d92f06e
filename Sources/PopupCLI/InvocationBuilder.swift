import PopupCore

/// Parsed options → `Invocation`: checks every value and applies modifiers to what they follow.
public enum InvocationBuilder {
    public static func build(_ arguments: [String]) throws(CLIError) -> Invocation {
        try build(ArgumentParser.parse(arguments))
    }

    public static func build(_ options: [ParsedOption]) throws(CLIError) -> Invocation {
        var invocation = Invocation()
        var stdinUser: String?
        func claimStdin(_ option: String) throws(CLIError) {
            if let first = stdinUser, first != option { throw .stdinUsedTwice(first: first, second: option) }
            stdinUser = option
        }
        for option in options {
            let value = option.value ?? ""
            switch option.spec.long {
            case "title": invocation.title = value
            case "message":
                if value == "-" {
                    try claimStdin(option.name + " -")
                    invocation.message = .stdin
                } else {
                    invocation.message = .text(value)
                }
            case "message-file":
                if value == "-" {
                    try claimStdin(option.name + " -")
                    invocation.message = .stdin
                } else {
                    invocation.message = .file(value)
                }
            case "image":
                if value == "-" {
                    try claimStdin(option.name + " -")
                    invocation.image = .stdin
                } else {
                    invocation.image = .file(value)
                }
            case "image-protocol": invocation.imageProtocol = try choice(option, ImageProtocol.self)
            case "button": invocation.buttons.append(try button(option, role: .default))
            case "cancel": invocation.buttons.append(try button(option, role: .cancel))
            case "destructive": invocation.buttons.append(try button(option, role: .destructive))
            case "default": invocation.defaultReference = value
            case "buttons-from":
                if value == "-" { try claimStdin(option.name + " -") }
                invocation.buttonsSource = value == "-" ? .stdin : .file(value)
                invocation.buttonsSourceIndex = invocation.buttons.count
                invocation.filterable = true
            case "filter": invocation.filterable = true
            case "item": invocation.items.append(value)
            case "items-from":
                if value == "-" { try claimStdin(option.name + " -") }
                invocation.itemsSource = value == "-" ? .stdin : .file(value)
            case "multi": invocation.multi = true
            case "checked": invocation.checkedTags.append(value)
            case "read0": invocation.read0 = true
            case "print0": invocation.print0 = true
            case "answer-item": invocation.answerItems = (invocation.answerItems ?? []) + [value]
            case "answer-file": invocation.answerFile = value
            case "stay":
                try modifyButton(&invocation, option) { $0.staysOpen = true }
            case "icon":
                try modifyButton(&invocation, option) { $0.icon = value }
            case "accessory":
                try modifyButton(&invocation, option) { $0.accessory = true }
            case "height":
                guard let rows = Int(value), (1...5).contains(rows) else {
                    throw .badValue(option: option.name, value: value, expected: "rows from 1 to 5")
                }
                try modifyButton(&invocation, option) { $0.height = rows }
            case "input": invocation.fields.append(TextField(placeholder: value))
            case "password": invocation.fields.append(TextField(placeholder: value, isSecure: true))
            case "value":
                try modifyField(&invocation, option) { $0.value = Sanitizer.line(value) }
            case "validate":
                do {
                    _ = try Pattern.compile(value)
                } catch {
                    throw .badPattern(option: option.name, pattern: value, reason: error.reason)
                }
                try modifyField(&invocation, option) { $0.pattern = value }
            case "required":
                try modifyField(&invocation, option) { $0.isRequired = true }
            case "max-length":
                guard let limit = Int(value), limit > 0 else {
                    throw .badValue(option: option.name, value: value, expected: "a whole number above 0")
                }
                try modifyField(&invocation, option) { $0.maxLength = limit }
            case "style": invocation.style = try choice(option, DialogStyle.self)
            case "axis": invocation.axis = try choice(option, ButtonAxis.self)
            case "output": invocation.output = try choice(option, OutputMode.self)
            case "width":
                guard let rule = WidthRule(parsing: value) else {
                    throw .badValue(option: option.name, value: value,
                                    expected: "columns (50), a percentage (60%) or a range (40..72)")
                }
                invocation.width = rule
            case "timeout":
                // Decimal only: Double also reads "0x10" and "1e3", which no one means as seconds.
                guard value.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                      let seconds = Double(value), seconds.isFinite, seconds > 0, seconds <= 86_400 * 365 else {
                    throw .badValue(option: option.name, value: value, expected: "seconds above 0, up to a year (e.g. 10 or 2.5)")
                }
                invocation.timeout = seconds
            case "answer": invocation.answer = value
            case "answer-value": invocation.answerValues = (invocation.answerValues ?? []) + [value]
            case "no-escape": invocation.dismissOnEscape = false
            case "no-tap-dismiss": invocation.dismissOnTapOutside = false
            case "no-drag-dismiss": invocation.dismissOnDrag = false
            case "no-mouse": invocation.mouse = false
            case "inline": invocation.inline = true
            case "transition": invocation.transition = try choice(option, Transition.self)
            case "exit-transition": invocation.exitTransition = try choice(option, ExitTransition.self)
            case "theme":
                switch value {
                case "list": invocation.action = .listThemes
                case "preview": invocation.action = .previewThemes
                default: invocation.theme = value
                }
            case "set": invocation.themeSettings.append(value)
            case "no-color": invocation.noColor = true
            case "plain": invocation.plain = true
            case "preview": invocation.preview = true
            case "size":
                guard let size = parseSize(value) else {
                    throw .badValue(option: option.name, value: value, expected: "columns x rows from 1x1 to \(Size.largestScreen.width)x\(Size.largestScreen.height) (e.g. 60x16)")
                }
                invocation.previewSize = size
            case "progress": invocation.progress = true
            case "wait": invocation.progressWaits = true
            case "no-wait": invocation.noWait = true
            case "--": invocation.command = (invocation.command ?? []) + [value]
            case "spec": throw .other("'--spec' must be expanded before the options are built")
            case "help": invocation.action = .help
            case "version": invocation.action = .version
            case "completions": invocation.action = .completions(try choice(option, CompletionShell.self))
            default: throw .other("option '\(option.name)' is not handled")
            }
        }
        if invocation.buttons.count > Dialog.maxButtons { throw .tooManyButtons(invocation.buttons.count) }
        if !invocation.hasList {
            for (given, name) in [(invocation.multi, "--multi"), (!invocation.checkedTags.isEmpty, "--checked"),
                                  (invocation.read0, "--read0"), (invocation.print0, "--print0")] where given {
                throw .needsOption(option: name, needed: "--item or --items-from")
            }
        }
        // A plain list has no checks: the tag would be ignored without a word.
        if !invocation.checkedTags.isEmpty && !invocation.multi { throw .needsOption(option: "--checked", needed: "--multi") }
        if invocation.noWait {
            let answered = [(!invocation.items.isEmpty, "--item"), (invocation.itemsSource != nil, "--items-from"),
                            (invocation.fields.contains { !$0.isSecure }, "--input"), (invocation.fields.contains(where: \.isSecure), "--password"),
                            (invocation.progress, "--progress"), (invocation.timeout != nil, "--timeout")]
            if let (_, name) = answered.first(where: \.0) {
                throw .conflicts(option: name, other: "--no-wait", reason: "it does not wait for an answer")
            }
        }
        if invocation.progress, let name = invocation.items.isEmpty ? (invocation.itemsSource == nil ? nil : "--items-from") : "--item" {
            throw .conflicts(option: name, other: "--progress", reason: "a progress box has no list")
        }
        if invocation.previewSize != nil && !invocation.preview { throw .needsOption(option: "--size", needed: "--preview") }
        if invocation.progressWaits && !invocation.progress { throw .needsOption(option: "--wait", needed: "--progress") }
        if let command = invocation.command, !invocation.progress {
            throw .needsOption(option: "-- " + command.joined(separator: " "), needed: "--progress")
        }
        // Fed by stdin, the box cannot also take its message or buttons from there.
        if invocation.progress && invocation.command == nil, let first = stdinUser {
            throw .stdinUsedTwice(first: first, second: "--progress")
        }
        return invocation
    }

    /// A button must show something to choose: an empty or blank label (`-b ''`, `-b ' '`) is a mistake.
    private static func button(_ option: ParsedOption, role: ButtonRole) throws(CLIError) -> Button {
        let button = Button(option.value ?? "", role: role)
        guard !button.label.allSatisfy(\.isWhitespace) else {
            throw .badValue(option: option.name, value: option.value ?? "", expected: "a label with something to show")
        }
        return button
    }

    private static func modifyButton(_ invocation: inout Invocation, _ option: ParsedOption,
                                     _ change: (inout Button) -> Void) throws(CLIError) {
        guard !invocation.buttons.isEmpty else { throw .modifierWithoutTarget(option: option.name, target: "button") }
        change(&invocation.buttons[invocation.buttons.count - 1])
    }

    /// "60x16" (or "60X16", "60×16").
    private static func parseSize(_ text: String) -> Size? {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" || $0 == "×" }
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
              (1...Size.largestScreen.width).contains(columns), (1...Size.largestScreen.height).contains(rows) else { return nil }
        return Size(width: columns, height: rows)
    }

    private static func modifyField(_ invocation: inout Invocation, _ option: ParsedOption,
                                    _ change: (inout TextField) -> Void) throws(CLIError) {
        guard !invocation.fields.isEmpty else { throw .modifierWithoutTarget(option: option.name, target: "text field") }
        change(&invocation.fields[invocation.fields.count - 1])
    }

    private static func choice<T: RawRepresentable & CaseIterable>(_ option: ParsedOption, _ type: T.Type) throws(CLIError) -> T
    where T.RawValue == String {
        let value = option.value ?? ""
        if let match = T(rawValue: value.lowercased()) { return match }
        let names = T.allCases.map(\.rawValue)
        var expected = "one of " + names.joined(separator: ", ")
        if let near = EditDistance.closest(to: value.lowercased(), among: names) { expected += " (did you mean '\(near)'?)" }
        throw .badValue(option: option.name, value: value, expected: expected)
    }
}
