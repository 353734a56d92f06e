/// dialog's command line, read as dialog reads it: first the run's own options wherever they are
/// (the last of --stdout, --stderr and --output-fd; --help and --version at once), then box after
/// box, each with the options before it (reset for each box but dialog's screen-wide ones, with
/// DIALOGOPTS first), its words up to the next option it knows, and `--and-widget` or the next
/// box's options after it. Which options there are is `DialogOptions`'.
enum DialogArguments {
    typealias Word = DialogWords.Word

    static func read(_ arguments: [String], io: CommandIO) throws -> CompatInvocation {
        var invocation = CompatInvocation(profile: .dialog)
        var words = try DialogWords.expand(arguments, io: io, notes: &invocation.notes)
        try takeRunOptions(&words, into: &invocation)
        if invocation.action != .show { return invocation }
        if words.count <= 1 {
            // One word alone is one of the options that only report, else (or none) the usage.
            switch words.first.flatMap({ DialogOptions.lookup(name($0.text) ?? "")?.name }) {
            case "print-maxsize": invocation.action = .printMaxSize
            case "print-version": invocation.action = .printVersion
            case "clear", "ignore": invocation.action = .nothing
            default: invocation.action = .help
            }
            return invocation
        }
        var reader = Reader(words: words, environment: io.environment)
        invocation.steps = reader.steps()
        // Options alone: what they report, and nothing to show.
        if case .failure(.usage(Reader.noBox))? = invocation.steps.first?.box, invocation.steps.count == 1 {
            invocation.action = .nothing
        }
        for index in invocation.steps.indices {
            if case .success(var request) = invocation.steps[index].box {
                request.outputFD = invocation.outputFD
                invocation.steps[index].box = .success(request)
            }
        }
        return invocation
    }

    /// The option name in `word` (`--title` → `title`); nil when it is not spelled as an option.
    static func name(_ word: String) -> String? {
        guard word.hasPrefix("--"), let third = word.dropFirst(2).first, third.isASCII, third.isLetter else { return nil }
        return String(word.dropFirst(2))
    }

    /// The run's own options, taken out wherever they are (dialog does it before anything else,
    /// among a box's words too).
    private static func takeRunOptions(_ words: inout [Word], into invocation: inout CompatInvocation) throws {
        var index = 0
        while index < words.count {
            guard let found = name(words[index].text).flatMap(DialogOptions.lookup),
                  case .run(let option)? = DialogOptions.table[found.name]?.effect else {
                index += 1
                continue
            }
            var taken = 1
            switch option {
            case .help:
                invocation.action = .help
                return
            case .version:
                invocation.action = .version
                return
            case .stdout: invocation.outputFD = 1
            case .stderr: invocation.outputFD = 2
            case .outputFD, .inputFD:
                let spelled = words[index].text
                guard index + 1 < words.count else { throw CompatError.missingArgument(spelled) }
                guard let fd = CompatNumber.parse(words[index + 1].text), fd >= 0 else {
                    throw CompatError.badNumber(option: spelled, value: words[index + 1].text)
                }
                // Keys are read from the terminal whatever --input-fd says.
                if found.name == "output-fd" { invocation.outputFD = Int32(truncatingIfNeeded: fd) }
                taken = 2
            default:
                index += 1
                continue
            }
            words.removeSubrange(index..<min(words.count, index + taken))
        }
    }

    /// Reads the boxes, one step each, stopping at the first error (which is then the last step).
    private struct Reader {
        /// The options end and no box follows.
        static let noBox = "expected a box option"
        let words: [Word]
        var index = 0
        /// DIALOGOPTS, read onto each box's options first.
        let defaults: [Word]
        /// dialog's screen-wide settings met so far, the last of each, applied to every box after them.
        var kept: [String: (option: CompatOption, values: [String], on: Bool)] = [:]

        init(words: [Word], environment: [String: String]) {
            self.words = words
            defaults = DialogWords.split(environment["DIALOGOPTS"] ?? "").map { Word(text: $0) }
        }

        mutating func steps() -> [CompatInvocation.Step] {
            var steps: [CompatInvocation.Step] = []
            var join = CompatInvocation.Join.first
            // Options that only report, before the first box, or alone.
            var notices: [CompatInvocation.Notice] = []
            while index < words.count {
                var step = CompatInvocation.Step(join: join, box: .failure(.usage("no box option given")))
                do {
                    step.box = .success(try box(notices: &notices))
                    step.notices = notices
                    notices = []
                    join = try self.join()
                } catch let error as CompatError {
                    step.box = .failure(error)
                    step.notices = notices
                    steps.append(step)
                    return steps
                } catch {
                    step.box = .failure(.usage("\(error)"))
                    steps.append(step)
                    return steps
                }
                steps.append(step)
                if join == .first { break }
            }
            return steps
        }

        /// How the next box follows this one; `.first` when none does.
        private mutating func join() throws -> CompatInvocation.Join {
            guard index < words.count else { return .first }
            let word = words[index].text
            guard let found = name(word).flatMap(DialogOptions.lookup) else {
                throw CompatError.usage("expected --and-widget, not \(word)")
            }
            if found.name == "and-widget" {
                index += 1
                return .andWidget
            }
            return .plain
        }

        /// The options before a box, the box and its words.
        private mutating func box(notices: inout [CompatInvocation.Notice]) throws -> CompatRequest {
            var request = CompatRequest(profile: .dialog)
            var ignored: [CompatInvocation.Notice] = []
            var defaults = Reader(words: self.defaults, environment: [:])
            try defaults.options(into: &request, notices: &ignored, keeping: false)
            for setting in kept.values { try Self.apply(setting.option, setting.values, on: setting.on, to: &request) }
            try options(into: &request, notices: &notices, keeping: true)
            guard index < words.count else { throw CompatError.usage(Self.noBox) }
            let word = words[index].text
            guard let found = name(word).flatMap(DialogOptions.lookup), DialogOptions.isBox(found.name) else {
                if let found = name(word).flatMap(DialogOptions.lookup) {
                    throw CompatError.usage("unexpected option --\(found.name) where a box option belongs")
                }
                throw CompatError.unknownOption(word)
            }
            guard let box = ToolProfile.dialog.box(named: found.name) else {
                throw CompatError.unsupportedBox(found.name)
            }
            if request.separateOutput, !box.takesSeparateOutput {
                throw CompatError.usage("--separate-output is for a checklist, not --\(box.name)")
            }
            index += 1
            var boxWords: [String] = []
            while index < words.count, !isOption(words[index]) {
                boxWords.append(words[index].text)
                index += 1
            }
            request.box = box
            try CompatShape.fill(&request, words: boxWords)
            return request
        }

        /// A word that ends a box's words: an option dialog knows, not made plain by `--`.
        private func isOption(_ word: Word) -> Bool {
            !word.plain && name(word.text).flatMap(DialogOptions.lookup) != nil
        }

        /// The options from `index` on up to the first word that is not one (a box, or a word
        /// dialog does not know); `keeping` notes dialog's screen-wide ones for the boxes after.
        mutating func options(into request: inout CompatRequest, notices: inout [CompatInvocation.Notice],
                              keeping: Bool) throws {
            while index < words.count {
                let word = words[index].text
                guard let found = name(word).flatMap(DialogOptions.lookup), let option = DialogOptions.table[found.name] else { return }
                if case .run(let run) = option.effect {
                    switch run {
                    case .andWidget, .help, .version: return
                    case .printMaxSize: notices.append(.maxSize)
                    case .printVersion: notices.append(.version)
                    default: break
                    }
                }
                index += 1
                var values: [String] = []
                let count = option.words + (optionalNumbers(found.name) ? min(2, countOfNumbers(after: index + option.words)) : 0)
                for _ in 0..<count {
                    guard index < words.count else { throw CompatError.missingArgument(word) }
                    values.append(words[index].text)
                    index += 1
                }
                if option.numeric, let bad = values.first(where: { CompatNumber.parse($0) == nil }) {
                    throw CompatError.badNumber(option: word, value: bad)
                }
                try Self.apply(option, values, on: found.on, to: &request)
                if keeping, option.keeps { kept[found.name] = (option, values, found.on) }
            }
        }

        /// --print-text-only and --print-text-size take a height and a width after the text when given.
        private func optionalNumbers(_ name: String) -> Bool { name == "print-text-only" || name == "print-text-size" }

        private func countOfNumbers(after start: Int) -> Int {
            var count = 0
            while start + count < words.count, count < 2, CompatNumber.parse(words[start + count].text) != nil { count += 1 }
            return count
        }

        static func apply(_ option: CompatOption, _ values: [String], on: Bool, to request: inout CompatRequest) throws {
            switch option.effect {
            case .flag(let path): request[keyPath: path] = on
            case .value(let apply): try apply(&request, values)
            case .ignored, .run: break
            }
        }
    }
}
