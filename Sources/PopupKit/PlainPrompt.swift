import PopupCore

/// The dialog as plain lines: title, message, numbered choices; the answer typed as a number,
/// a label or a hotkey. No cursor addressing, no colour: for TERM=dumb and screen readers.
public struct PlainPrompt: Sendable {
    /// The dialog to ask.
    public var dialog: Dialog

    /// A prompt that asks `dialog`.
    public init(_ dialog: Dialog) { self.dialog = dialog }

    /// Asks on `terminal`: each field in turn, then the numbered choices, where an empty answer takes
    /// the first-focus button. End of input dismisses (as Esc); the timeout chooses the default button,
    /// else times out.
    /// A terminal that goes away ends it as SIGHUP would.
    public func run(on terminal: LineTerminal) throws -> Outcome {
        do {
            return try ask(on: terminal)
        } catch PopupError.terminalClosed {
            return .interrupted(signal: TerminalSignal.hangup)
        } catch let interrupted as TerminalClaimInterrupted {
            return .interrupted(signal: interrupted.signal)
        }
    }

    private func ask(on terminal: LineTerminal) throws -> Outcome {
        let buttons = dialog.effectiveButtons
        var text = ""
        if dialog.image != nil { text += "[picture left out: plain mode shows text only]\n" }
        if !dialog.title.isEmpty { text += dialog.title + "\n" }
        if !dialog.message.isEmpty { text += dialog.message + "\n" }
        try terminal.write(text)
        let start = terminal.now()
        func left() -> Double? { dialog.timeout.map { $0 - (terminal.now() - start) } }

        var values: [String] = []
        for field in dialog.fields {
            let value = try askField(field, terminal: terminal, timeLeft: left)
            switch value {
            case .success(let text): values.append(text)
            case .failure(let box): return box.outcome
            }
        }

        var menu = "\n"
        for (index, button) in buttons.enumerated() {
            let role = button.role == .default ? "" : " (\(button.role.rawValue))"
            menu += "  \(index + 1)) \(button.label)\(role)\n"
        }
        try terminal.write(menu)
        let first = dialog.initialButtonFocus
        while true {
            var prompt = "Choose 1-\(buttons.count) [\(first + 1)]"
            if let seconds = left() { prompt += " (\(Int(seconds.rounded(.up)))s)" }
            try terminal.write(prompt + ": ")
            switch try terminal.readLine(timeout: left()) {
            case .line(let raw):
                let answer = raw.trimmingWhitespace()
                if answer.isEmpty { return chosen(first, values) }
                if let index = Int(answer), (1...buttons.count).contains(index) { return chosen(index - 1, values) }
                let lowered = answer.lowercased()
                if let index = buttons.firstIndex(where: { $0.label.lowercased() == lowered || $0.hotkey == lowered }) {
                    return chosen(index, values)
                }
                try terminal.write("Please answer with a number from 1 to \(buttons.count), or a label.\n")
            case .endOfFile:
                try terminal.write("\n")
                return .dismissed(.escape)
            case .timeout:
                try terminal.write("\n")
                return timedOut(values)
            case .signal(let signal):
                try terminal.write("\n")
                return .interrupted(signal: signal)
            }
        }
    }

    private func askField(_ field: TextField, terminal: LineTerminal, timeLeft: () -> Double?) throws -> Result<String, OutcomeBox> {
        while true {
            var prompt = field.placeholder.isEmpty ? "Value" : field.placeholder
            if !field.value.isEmpty && !field.isSecure { prompt += " [\(field.value)]" }
            try terminal.write(prompt + ": ")
            if field.isSecure { terminal.setEcho(false) }
            let input = try terminal.readLine(timeout: timeLeft())
            if field.isSecure { terminal.setEcho(true) }
            switch input {
            case .line(let raw):
                var value = Sanitizer.line(raw)
                if value.isEmpty { value = field.value }
                if let limit = field.maxLength { value = String(value.prefix(limit)) }
                if let reason = FieldValidation.refusal(value, for: field) {
                    try terminal.write("Not accepted: \(reason)\n")
                    continue
                }
                return .success(value)
            case .endOfFile:
                try terminal.write("\n")
                return .failure(OutcomeBox(.dismissed(.escape)))
            case .timeout:
                return .failure(OutcomeBox(timedOut([])))
            case .signal(let signal):
                try terminal.write("\n")
                return .failure(OutcomeBox(.interrupted(signal: signal)))
            }
        }
    }

    private func chosen(_ index: Int, _ values: [String]) -> Outcome {
        let button = dialog.effectiveButtons[index]
        var filled = values
        while filled.count < dialog.fields.count { filled.append(dialog.fields[filled.count].value) }
        return .chosen(index: index, label: button.label, role: button.role, values: filled)
    }

    private func timedOut(_ values: [String]) -> Outcome {
        var filled = values
        while filled.count < dialog.fields.count { filled.append(dialog.fields[filled.count].value) }
        return TimeoutOutcome.outcome(dialog, values: filled)
    }
}

struct OutcomeBox: Error {
    let outcome: Outcome
    init(_ outcome: Outcome) { self.outcome = outcome }
}
