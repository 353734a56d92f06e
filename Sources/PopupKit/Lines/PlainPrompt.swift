import PopupCore

/// The dialog as plain lines: title, message, numbered choices; the answer typed as a number,
/// a label or a hotkey. No cursor addressing, no colour: for TERM=dumb and screen readers.
public struct PlainPrompt: Sendable {
    /// The dialog to ask.
    public var dialog: Dialog

    /// A prompt that asks `dialog`.
    public init(_ dialog: Dialog) { self.dialog = dialog }

    /// Asks on `terminal`: each field in turn, then the numbered choices, where an empty answer takes
    /// the first-focus button (after fields, the button Enter in the last field chooses). Fields are
    /// checked when a button other than a cancel is chosen, as in the box. Esc (a line of it) and end
    /// of input dismiss; the timeout chooses the default button, else times out.
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

    /// What a field's or the choice's prompt got.
    enum Answer {
        case text(String)
        /// Esc with `--no-escape`: ask again.
        case again
        case ended(Outcome)
    }

    private func ask(on terminal: LineTerminal) throws -> Outcome {
        let buttons = dialog.effectiveButtons
        var text = ""
        if dialog.image != nil { text += "[picture left out: plain mode shows text only]\n" }
        if !dialog.title.isEmpty { text += dialog.title + "\n" }
        if !dialog.message.isEmpty { text += dialog.message + "\n" }
        try terminal.write(text)
        let start = terminal.now()
        let left = { dialog.timeout.map { $0 - (terminal.now() - start) } }

        var items: [Int] = []
        if let list = dialog.list {
            switch try askList(list, terminal: terminal, timeLeft: left) {
            case .picked(let picked): items = picked
            case .ended(let outcome): return outcome
            }
        }
        var values = dialog.fields.map(\.initialText)
        for index in dialog.fields.indices {
            switch try askField(index, values: values, terminal: terminal, timeLeft: left) {
            case .text(let value): values[index] = value
            case .again: break
            case .ended(let outcome): return outcome
            }
        }
        var content = ContentAnswer()
        if let model = dialog.content?.model {
            switch try askContent(model, values: values, terminal: terminal, timeLeft: left) {
            case .answered(let answer): content = answer
            case .ended(let outcome): return outcome
            }
            items = content.items
        }
        if dialog.list != nil && !offersAChoiceOfButtons {
            // The pick is the answer, as Enter on an item is in the box: one question, not two.
            return try submit(dialog.submitButton, values: values, items: items, terminal: terminal, timeLeft: left)
        }

        var menu = "\n"
        for (index, button) in buttons.enumerated() {
            let role = button.role == .default ? "" : " (\(button.role.rawValue))"
            menu += "  \(index + 1)) \(button.label)\(shownHotkey(index).map { " [\($0)]" } ?? "")\(role)\n"
        }
        try terminal.write(menu)
        let first = dialog.fields.isEmpty ? dialog.initialButtonFocus : dialog.submitButton
        while true {
            var prompt = "Choose 1-\(buttons.count) [\(first + 1)]"
            if let seconds = left() { prompt += " (\(Int(seconds.rounded(.up)))s)" }
            try terminal.write(prompt + ": ")
            let answer: String
            switch try read(terminal, timeout: left(), values: values) {
            case .text(let raw): answer = raw.trimmingWhitespace()
            case .again: continue
            case .ended(let outcome): return outcome
            }
            guard let index = answer.isEmpty ? first : buttonIndex(answering: answer) else {
                try terminal.write("Please answer with a number from 1 to \(buttons.count), or a label.\n")
                continue
            }
            if buttons[index].role != .cancel, let refused = FieldValidation.firstRefusal(dialog: dialog, values: values) {
                if let outcome = try askAgain(refused, values: &values, terminal: terminal, timeLeft: left) { return outcome }
                continue
            }
            return chosen(index, values + (buttons[index].role == .cancel ? [] : content.values), items: items)
        }
    }

    /// More than one button takes a pick (`-b Open -b Edit`): which one is a question of its own.
    /// A list's own OK and Cancel are not: Esc is the way out.
    private var offersAChoiceOfButtons: Bool {
        dialog.effectiveButtons.filter { $0.role != .cancel }.count > 1
    }

    /// Chooses `index` with the fields checked first, as in the box: a refused field is asked again.
    private func submit(_ index: Int, values: [String], items: [Int], terminal: LineTerminal,
                        timeLeft: () -> Double?) throws -> Outcome {
        var values = values
        while dialog.effectiveButtons[index].role != .cancel, let refused = FieldValidation.firstRefusal(dialog: dialog, values: values) {
            if let outcome = try askAgain(refused, values: &values, terminal: terminal, timeLeft: timeLeft) { return outcome }
        }
        return chosen(index, values, items: items)
    }

    /// Says why a field's value is refused and asks for it again; the outcome when the prompt
    /// ended instead (Esc, the timeout, a signal).
    private func askAgain(_ refused: (index: Int, refusal: FieldRefusal), values: inout [String], terminal: LineTerminal,
                          timeLeft: () -> Double?) throws -> Outcome? {
        try terminal.write("Not accepted: \(fieldName(refused.index)): \(refused.refusal.shown)\n")
        switch try askField(refused.index, values: values, terminal: terminal, timeLeft: timeLeft) {
        case .text(let value): values[refused.index] = value
        case .again: break
        case .ended(let outcome): return outcome
        }
        return nil
    }

    /// Asks for one field's value; never `.again` (Esc with `--no-escape` asks once more).
    private func askField(_ index: Int, values: [String], terminal: LineTerminal,
                          timeLeft: () -> Double?) throws -> Answer {
        let field = dialog.fields[index]
        var prompt = fieldName(index)
        if !field.initialText.isEmpty && !field.isSecure { prompt += " [\(field.initialText)]" }
        while true {
            try terminal.write(prompt + ": ")
            if field.isSecure { terminal.setEcho(false) }
            let answer = try read(terminal, timeout: timeLeft(), values: values)
            if field.isSecure { terminal.setEcho(true) }
            switch answer {
            case .text(let raw):
                let value = Sanitizer.line(raw)
                return .text(value.isEmpty ? field.initialText : field.fitted(value))
            case .again:
                continue
            case .ended:
                return answer
            }
        }
    }

    /// The next line, or how the prompt ends: Esc, end of input, the timeout or a signal. Every
    /// way out but a line leaves the line unfinished: what was typed of it is dropped, never left
    /// for the shell to read, and the line is ended so that what comes next starts on its own.
    func read(_ terminal: LineTerminal, timeout: Double?, values: [String]) throws -> Answer {
        let outcome: Outcome
        switch try terminal.readLine(timeout: timeout) {
        case .line(let raw):
            let answer = raw.trimmingWhitespace()
            guard !answer.isEmpty, answer.unicodeScalars.allSatisfy({ $0 == "\u{1B}" }) else { return .text(raw) }
            // Esc, then Enter: a cooked terminal hands over the line only then.
            if dialog.dismissOnEscape { return .ended(.dismissed(.escape)) }
            try terminal.write("Esc does not dismiss this dialog.\n")
            return .again
        case .endOfFile: outcome = .dismissed(.escape)
        case .timeout: outcome = TimeoutOutcome.outcome(dialog, values: values)
        case .signal(let signal): outcome = .interrupted(signal: signal)
        }
        terminal.discardUnreadInput()
        try terminal.write("\n")
        return .ended(outcome)
    }

    /// The field's label, else its placeholder, else "Value".
    private func fieldName(_ index: Int) -> String {
        let field = dialog.fields[index]
        return [field.label ?? "", field.placeholder].first { !$0.isEmpty } ?? "Value"
    }

    /// The button an answer names: its number, its label in any case, or its hotkey.
    private func buttonIndex(answering answer: String) -> Int? {
        let buttons = dialog.effectiveButtons
        if let number = Int(answer), buttons.indices.contains(number - 1) { return number - 1 }
        let lowered = answer.lowercased()
        return buttons.firstIndex { $0.label.lowercased() == lowered } ?? buttons.firstIndex { $0.hotkey == lowered }
    }

    /// The hotkey listed with a button: only one that, typed, answers that button (not a digit
    /// that is another button's number, nor another's label).
    private func shownHotkey(_ index: Int) -> String? {
        guard let hotkey = dialog.effectiveButtons[index].hotkey, buttonIndex(answering: hotkey) == index else { return nil }
        return hotkey
    }

    private func chosen(_ index: Int, _ values: [String], items: [Int]) -> Outcome {
        let button = dialog.effectiveButtons[index]
        return .chosen(index: index, label: button.label, role: button.role, values: values,
                       items: button.role == .cancel ? [] : items)
    }
}
