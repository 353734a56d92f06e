import PopupCore
import PopupTTY

extension ToolProfile {
    /// dialog (Thomas Dickey's): all the boxes, boxes chained with --and-widget, buttons that
    /// answer their first unused capital, text reflowed, a list that keeps its keys and shares
    /// its Tab stop with OK, tags quoted only where a shell needs it, and DIALOG_* variables
    /// that change the statuses.
    static let dialog = ToolProfile(
        name: "dialog",
        version: "Version: \(HelpText.version) (popupctl as dialog)\n",
        readArguments: { try DialogArguments.read($0, io: $1) },
        boxes: DialogBoxes.all,
        unsupportedBoxes: [],
        options: DialogOptions.table,
        optionsHelp: ["  --title T  --backtitle T  --ok-label L  --cancel-label L  --yes-label L",
                      "  --no-label L  --extra-button  --extra-label L  --help-button  --help-label L",
                      "  --defaultno  --default-button B  --default-item TAG  --no-cancel  --no-ok",
                      "  --no-items  --no-tags  --item-help  --help-status  --help-tags  --quoted",
                      "  --separate-output  --output-separator S  --single-quoted  --max-input N",
                      "  --stdout  --stderr  --output-fd N  --timeout S  --sleep S  --colors",
                      "  --cr-wrap  --no-collapse  --no-nl-expand  --insecure  --visit-items",
                      "  --no-hot-list  --file PATH  --print-maxsize  --help  --version",
                      "  Boxes in turn: BOX ... --and-widget BOX ... (--separate-widget S between",
                      "  their results). whiptail's spellings, the --no-... forms and every other",
                      "  option of dialog(1) are accepted; those that change only the look are",
                      "  ignored (man popupctl, COMPATIBILITY)."],
        refusesBadSizeAsNumber: true,
        onWords: ["on"],
        noItemLeavesOutText: true,
        reflowsText: true,
        readsColorCodes: true,
        // A textbox shows its file as it is.
        fileFollowsTextRules: false,
        buttonOrder: [.ok, .extra, .cancel, .help],
        labels: ButtonLabels(ok: "OK", exit: "EXIT"),
        buttonHotkeys: .firstUnusedCapital,
        conventions: {
            var conventions = Conventions.standIn
            // --timeout is an Esc, whatever button has the focus.
            conventions.fields.enterSubmitsFromEveryField = true
            conventions.fields.showsLabels = true
            conventions.fields.fieldsAreOneStop = true
            conventions.fields.cursorsStartAtBeginning = true
            conventions.list.sharesStopWithSubmit = true
            // The list never loses its keys: Tab goes round the buttons, ↑ ↓ Space and letters
            // stay the list's; Space in a menu is Enter.
            conventions.list.keepsKeysWhileButtonsFocused = true
            conventions.list.spaceChoosesInSingleSelection = true
            conventions.list.jump.digitsPickRowOfPage = true
            conventions.list.paging = .topOfPageFirst
            return conventions
        }(),
        radioListKeeps: .first,
        listFillsHeight: true,
        listResult: .quotedWhenNeeded,
        readsStatusVariables: true,
        // curses ends it with 1 on SIGINT and SIGTERM (a Ctrl-C typed in the box included),
        // whatever DIALOG_CANCEL says; SIGHUP kills it.
        signalStatuses: [SignalNumbers.interrupt: 1, SignalNumbers.terminate: 1],
        timeoutNotice: "\ntimeout\n",
        keepsTypeAhead: true,
        wording: .dialog,
        readsColorSettings: DialogRC.load,
        look: .dialog
    )
}
