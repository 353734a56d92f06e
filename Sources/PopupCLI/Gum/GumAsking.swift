import PopupCore

/// The dialogs of gum's asking verbs, from their options as each verb's `command.go` uses them.
enum GumAsking {
    static func confirm(_ command: GumCommand) -> GumPlans.Parts {
        let prompt = command.words.first ?? "Are you sure?"
        let affirmative = command.string("affirmative")
        let negative = command.string("negative")
        var yes = Button(escaped(affirmative))
        yes.hotkey = "y"
        var buttons = [yes]
        if !negative.isEmpty {
            var no = Button(escaped(negative), role: .cancel)
            no.hotkey = "n"
            buttons.append(no)
        }
        var dialog = Dialog(message: prompt, buttons: buttons, defaultButton: command.bool("default") || negative.isEmpty ? 0 : 1)
        dialog.axis = .horizontal
        let contract = GumContract(result: .confirm(prompt: prompt, affirmative: affirmative, negative: negative,
                                                    showOutput: command.bool("show-output")))
        return GumPlans.Parts(dialog: dialog, contract: contract)
    }

    /// A label shown as given: `&` is no hotkey marker in gum.
    static func escaped(_ label: String) -> String { label.replacing("&", with: "&&") }

    /// `choose`'s and `filter`'s options: the words, else stdin's lines; what each shows and prints.
    struct Options {
        var labels: [String]
        var values: [String]
        var selected: [String]
    }

    static func options(_ command: GumCommand, io: CommandIO) throws -> Options {
        let delimiter = command.string("input-delimiter")
        let input = try GumText.stdin(command, io: io)
        var words = command.words.map(GumText.clean)
        var selected = command.list("selected")
        if !words.isEmpty, selected.isEmpty, !input.isEmpty, command.verb == .choose {
            selected = input.gumSplit(delimiter)
        } else if words.isEmpty, !input.isEmpty {
            words = input.gumSplit(delimiter)
        } else if words.isEmpty, command.verb == .filter {
            words = GumFiles.list().map(GumText.clean)
        }
        guard !words.isEmpty else { throw GumFailure("no options provided, see `gum \(command.verb.rawValue) --help`") }
        if command.verb == .choose, command.bool("ordered") { words.sort() }
        let cut = command.verb == .choose ? command.string("label-delimiter") : ""
        var labels: [String] = []
        var values: [String] = []
        for word in words {
            guard !cut.isEmpty else {
                labels.append(word)
                values.append(word)
                continue
            }
            guard let range = word.firstRange(of: cut) else { throw GumFailure("invalid option format: \"\(word)\"") }
            labels.append(String(word[..<range.lowerBound]))
            values.append(String(word[range.upperBound...]))
        }
        return Options(labels: labels, values: values, selected: selected)
    }

    static func pick(_ command: GumCommand, _ options: Options) -> GumPlans.Parts {
        let many = command.bool("no-limit") || command.int("limit") > 1
        let all = options.selected == ["*"]
        var list = ListSpec(items: ItemStore(lines: options.labels), selection: many ? .multiple : .single,
                            checkedTags: many ? (all ? options.labels : options.selected.filter(options.labels.contains)) : [],
                            initialTag: many ? nil : options.selected.first(where: options.labels.contains),
                            filterable: command.verb == .filter)
        list.fields = ItemFields()
        let height = command.int("height")
        if height > 0 { list.preferredRows = min(height, options.labels.count) }
        if command.verb == .filter {
            list.initialQuery = command.string("value")
            list.prompt = command.string("prompt")
            list.exact = !command.bool("fuzzy")
            if !command.bool("fuzzy-sort") || !command.bool("sort") { list.ranking.sorts = false }
            list.selectsOnlyMatch = command.bool("select-if-one")
        }
        var dialog = Dialog(title: command.string("header"))
        dialog.list = list
        if many {
            dialog.conventions.list.pickCursorWhenNoneChecked = false
            dialog.conventions.list.refusesEmptyPick = false
        }
        dialog.conventions.timeoutChoosesDefault = false
        let contract = GumContract(result: .picks(values: options.values, delimiter: command.string("output-delimiter")),
                                   unanswered: "nothing selected")
        return GumPlans.Parts(dialog: dialog, contract: contract)
    }

    static func input(_ command: GumCommand, io: CommandIO) throws -> GumPlans.Parts {
        var value = command.string("value")
        if value.isEmpty { value = try GumText.stdin(command, io: io) }
        let limit = command.int("char-limit")
        let field = TextField(placeholder: command.string("placeholder"), value: value, isSecure: command.bool("password"),
                              maxLength: limit > 0 ? limit : nil)
        var dialog = Dialog(title: command.string("header"), buttons: [Button("OK")], fields: [field])
        dialog.conventions.timeoutChoosesDefault = false
        return GumPlans.Parts(dialog: dialog, contract: GumContract(result: .text, unanswered: "not submitted"))
    }

    static func write(_ command: GumCommand, io: CommandIO) throws -> GumPlans.Parts {
        var value = command.string("value")
        if value.isEmpty { value = try GumText.stdin(command, io: io) }
        var conventions = EditorConventions()
        conventions.enterSubmits = true
        // The placeholder stands over the editor, which has none of its own.
        var dialog = Dialog(title: command.string("header"), message: command.string("placeholder"), buttons: [Button("OK")])
        dialog.content = .editor(TextEditor(text: value, conventions: conventions))
        let height = command.int("height")
        if height > 0 { dialog.height = height + 6 }
        dialog.conventions.timeoutChoosesDefault = false
        return GumPlans.Parts(dialog: dialog, contract: GumContract(result: .text, unanswered: "not submitted"))
    }

    static func file(_ command: GumCommand) -> GumPlans.Parts {
        let path = command.words.first ?? "."
        var dialog = Dialog(title: command.string("header"), buttons: [Button("OK"), Button("Cancel", role: .cancel)])
        dialog.content = .files(FileBrowser(path: path.hasSuffix("/") ? path : path + "/", picksDirectories: command.bool("directory") && !command.bool("file")))
        dialog.conventions.timeoutChoosesDefault = false
        return GumPlans.Parts(dialog: dialog, contract: GumContract(result: .text, unanswered: "no file selected"))
    }

    static func pager(_ command: GumCommand, io: CommandIO) throws -> GumPlans.Parts {
        let text = try command.words.first.map(GumText.clean) ?? GumText.stdin(command, io: io)
        let dialog = Dialog(message: text, buttons: [Button("OK")], width: .percent(100))
        return GumPlans.Parts(dialog: dialog, contract: GumContract(result: .nothing, escapeAnswers: true))
    }

    static func spin(_ command: GumCommand) -> GumPlans.Parts {
        var dialog = Dialog(message: GumText.clean(command.string("title")), dismissOnTapOutside: false, dismissOnEscape: false,
                            dismissOnDrag: false)
        dialog.progress = ProgressSpec(waitsAtEnd: false)
        return GumPlans.Parts(dialog: dialog, kind: .progress, input: .command(command.words),
                              contract: GumContract(result: .nothing, wrapsCommand: true))
    }
}
