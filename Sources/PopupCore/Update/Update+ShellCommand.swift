/// The command line an action runs, made from the list as it is: fzf's placeholders filled in
/// (`Placeholders`) and fzf's variables for it (`FZF_QUERY`, `FZF_POS`, `FZF_MATCH_COUNT`…).
extension Update {
    /// nil when the line names the item under the cursor and there is none: nothing runs (fzf's).
    /// `anyway`: made even then, what names the item standing for nothing (fzf's `transform`).
    static func shellCommand(_ template: String, _ state: inout DialogState, _ dialog: Dialog,
                             anyway: Bool = false) -> ShellCommand? {
        guard let spec = dialog.list, let list = state.list else { return nil }
        var placeholders = Placeholders { previewedText(spec, $0) }
        placeholders.query = list.filter
        placeholders.prompt = spec.prompt
        placeholders.current = list.cursorItem
        placeholders.selected = list.checked.sorted()
        placeholders.delimiter = spec.fields?.delimiter
        placeholders.separator = spec.nulSeparated ? 0 : 0x0A
        placeholders.matched = { (0..<list.shownCount).map(list.item(at:)) }
        let directory = dialog.conventions.list.commandFiles
        let serial = state.commandsRun
        placeholders.fileName = { "\(directory)/\(serial)-\($0)" }
        guard let expansion = placeholders.expand(template, anyway: anyway) else { return nil }
        state.commandsRun += 1
        return ShellCommand(shell: dialog.conventions.list.shell, line: expansion.command, files: expansion.files,
                            environment: fzfVariables(state, list, spec))
    }

    /// fzf's variables for a command it runs (`FZF_QUERY`, `FZF_POS`, `FZF_MATCH_COUNT`…). Not
    /// `FZF_ACTION` (nor `{fzf:action}`): fzf's is the action before, of every key, not kept here.
    static func fzfVariables(_ state: DialogState, _ list: ListState, _ spec: ListSpec) -> [String: String] {
        [
            "FZF_QUERY": list.filter, "FZF_KEY": state.lastKeyName, "FZF_PROMPT": spec.prompt,
            "FZF_LINES": String(state.screen.height), "FZF_COLUMNS": String(state.screen.width),
            "FZF_POS": String(min(list.shownCount, list.cursor + 1)), "FZF_MATCH_COUNT": String(list.shownCount),
            "FZF_TOTAL_COUNT": String(list.loaded), "FZF_SELECT_COUNT": String(list.checked.count),
        ]
    }
}
