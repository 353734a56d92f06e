import PopupCore
import PopupTTY

extension ToolProfile {
    /// dialog (Thomas Dickey's): all the boxes, buttons that answer their first letter, text
    /// reflowed, a list and its OK one Tab stop, tags quoted only where a shell needs it, and
    /// DIALOG_* variables that change the statuses.
    static let dialog = ToolProfile(
        name: "dialog",
        version: "Version: \(HelpText.version) (popupctl as dialog)\n",
        readArguments: DialogArguments.read,
        boxes: Set(CompatBox.allCases),
        unsupportedBoxes: [],
        flags: ["colors", "cr-wrap", "defaultno", "extra-button", "help-button", "help-status", "insecure", "item-help",
                "no-cancel", "nocancel", "no-collapse", "no-items", "no-nl-expand", "no-ok", "nook", "no-tags",
                "separate-output", "single-quoted", "stderr", "stdout", "scrollbar", "reorder"],
        valueOptions: ["title", "backtitle", "ok-label", "cancel-label", "yes-label", "no-label", "extra-label", "help-label",
                       "exit-label", "default-item", "default-button", "output-fd", "timeout", "output-separator", "separator",
                       "date-format", "time-format"],
        ignoredFlags: ["ascii-lines", "beep", "beep-after", "clear", "cursor-off-label", "erase-on-exit", "help-tags",
                       "ignore", "iso-week", "keep-tite", "keep-window", "last-key", "no-kill", "no-lines", "no-mouse",
                       "no-shadow", "quoted", "shadow", "size-err", "tab-correct", "trim",
                       "visit-items", "fixed-font", "print-size", "and-widget"],
        ignoredValueOptions: ["aspect": 1, "begin": 2, "column-separator": 1, "hfile": 1, "hline": 1,
                              "input-fd": 1, "max-input": 1, "separate-widget": 1, "sleep": 1, "tab-len": 1,
                              "trace": 1, "week-start": 1],
        optionsHelp: ["  --title T  --backtitle T  --ok-label L  --cancel-label L  --yes-label L",
                      "  --no-label L  --extra-button  --extra-label L  --help-button  --help-label L",
                      "  --defaultno  --default-item TAG  --no-cancel  --nook  --no-items  --no-tags",
                      "  --item-help  --help-status  --separate-output  --output-separator S",
                      "  --single-quoted  --stdout  --stderr  --output-fd N  --timeout S  --colors",
                      "  --cr-wrap  --no-collapse  --insecure",
                      "  --print-maxsize  --help  --version  (options that change only the look are",
                      "  accepted and ignored: man popupctl, COMPATIBILITY)"],
        refusesBadSizeAsNumber: true,
        onWords: ["on"],
        noItemLeavesOutText: true,
        boxesNeedingItems: [.menu, .checklist, .radiolist, .inputmenu],
        reflowsText: true,
        readsColorCodes: true,
        // A textbox shows its file as it is.
        fileFollowsTextRules: false,
        buttonOrder: [.ok, .extra, .cancel, .help],
        labels: ButtonLabels(ok: "OK", exit: "EXIT"),
        buttonsAnswerFirstLetter: true,
        conventions: {
            var conventions = Conventions()
            // --timeout is an Esc, whatever button has the focus.
            conventions.timeoutChoosesDefault = false
            conventions.fields.enterSubmitsFromEveryField = true
            conventions.fields.showsLabels = true
            conventions.fields.fieldsAreOneStop = true
            conventions.fields.cursorsStartAtBeginning = true
            conventions.list.sharesStopWithSubmit = true
            conventions.list.pickCursorWhenNoneChecked = false
            conventions.list.marksCursor = false
            return conventions
        }(),
        radioListKeeps: .first,
        defaultItemBoxes: [.menu, .checklist, .radiolist, .inputmenu, .treeview],
        listFillsHeight: true,
        listResult: .quotedWhenNeeded,
        readsStatusVariables: true,
        // curses ends it with 1 on SIGINT and SIGTERM (a Ctrl-C typed in the box included),
        // whatever DIALOG_CANCEL says; SIGHUP kills it.
        signalStatuses: [SignalNumbers.interrupt: 1, SignalNumbers.terminate: 1],
        wording: .dialog,
        readsColorSettings: DialogRC.load
    )
}
