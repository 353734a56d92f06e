import PopupCore

/// The content's question in the line-based prompt (`ContentModel.plainQuestion`): a value on
/// one line (a date, a time, a number, a path), an editor's text line by line, a build list's
/// items by number.
extension PlainPrompt {
    enum ContentReply {
        case answered(ContentAnswer)
        case ended(Outcome)
    }

    func askContent(_ model: any ContentModel, values: [String], terminal: LineTerminal,
                    timeLeft: () -> Double?) throws -> ContentReply {
        switch model.plainQuestion {
        case .none:
            return .answered(model.answer)
        case .value(let name):
            let current = model.answer.values.first ?? ""
            while true {
                try terminal.write("\(name) [\(Sanitizer.line(current))]: ")
                switch try read(terminal, timeout: timeLeft(), values: values) {
                case .text(let raw):
                    let typed = raw.trimmingWhitespace()
                    if typed.isEmpty { return .answered(model.answer) }
                    do {
                        return .answered(try model.answer(values: [typed], items: []))
                    } catch let error as ContentError {
                        try terminal.write("Not accepted: \(error.description)\n")
                    }
                case .again: continue
                case .ended(let outcome): return .ended(outcome)
                }
            }
        case .lines:
            try terminal.write("Text, a line at a time; a line of a single . ends it (at once: keep it as it is):\n")
            for line in model.answer.values { try terminal.write("  " + Sanitizer.line(line) + "\n") }
            var lines: [String] = []
            while true {
                switch try read(terminal, timeout: timeLeft(), values: values) {
                case .text(let raw):
                    if raw == "." { return .answered(lines.isEmpty ? model.answer : try model.answer(values: lines, items: [])) }
                    lines.append(raw)
                case .again: continue
                case .ended(let outcome): return .ended(outcome)
                }
            }
        case .items(let names):
            var list = ""
            for (index, name) in names.enumerated() { list += "  \(index + 1)) \(Sanitizer.line(name))\n" }
            try terminal.write(list)
            while true {
                try terminal.write("Numbers, in order (empty: as chosen): ")
                switch try read(terminal, timeout: timeLeft(), values: values) {
                case .text(let raw):
                    let words = raw.split(whereSeparator: { $0 == " " || $0 == "," })
                    if words.isEmpty { return .answered(model.answer) }
                    let picked = words.compactMap { Int($0) }.filter { names.indices.contains($0 - 1) }
                    if picked.count == words.count { return .answered(ContentAnswer(items: picked.map { $0 - 1 })) }
                    try terminal.write("Please answer with numbers from 1 to \(names.count).\n")
                case .again: continue
                case .ended(let outcome): return .ended(outcome)
                }
            }
        }
    }
}
