import PopupCore

extension ToolProfile {
    /// whiptail (newt): popt reads its options, its buttons answer no letter, its lists jump on
    /// letters only, its checklist answers every tag in quotes, and it reads no status variables.
    static let whiptail = ToolProfile(
        name: "whiptail",
        version: "whiptail (popupctl): \(HelpText.version)\n",
        readArguments: WhiptailArguments.read,
        boxes: [.msgbox, .yesno, .infobox, .inputbox, .passwordbox, .textbox, .menu, .checklist, .radiolist, .gauge],
        unsupportedBoxes: [],
        flags: ["defaultno", "nocancel", "noitem", "notags", "separate-output"],
        valueOptions: ["title", "backtitle", "default-item", "output-fd", "yes-button", "no-button", "ok-button", "cancel-button"],
        ignoredFlags: ["clear", "fb", "fullbuttons", "scrolltext", "topleft"],
        ignoredValueOptions: [:],
        optionsHelp: ["  --title T  --backtitle T  --yes-button L  --no-button L  --ok-button L",
                      "  --cancel-button L  --defaultno  --default-item TAG  --nocancel  --noitem",
                      "  --notags  --separate-output  --scrolltext  --output-fd N  --clear  --fb",
                      "  --topleft  -h|--help  -v|--version"],
        refusesBadSizeAsNumber: false,
        onWords: ["on", "yes", "1"],
        noItemLeavesOutText: false,
        // whiptail shows an empty checklist or radio list.
        boxesNeedingItems: [.menu],
        reflowsText: false,
        readsColorCodes: false,
        // `\n` in a textbox's file is a line break, as in any text.
        fileFollowsTextRules: true,
        buttonOrder: [.ok, .cancel],
        labels: ButtonLabels(ok: "Ok", exit: "Ok"),
        buttonsAnswerFirstLetter: false,
        conventions: {
            var conventions = Conventions()
            // newt has no timeout; a timeout is no answer.
            conventions.timeoutChoosesDefault = false
            conventions.list.pickCursorWhenNoneChecked = false
            conventions.list.marksCursor = false
            // Typing 3 in raspi-config's "1 …" "2 …" "3 …" menu stays put.
            conventions.list.jumpsOnLettersOnly = true
            return conventions
        }(),
        radioListKeeps: .last,
        // --default-item moves only a menu's cursor.
        defaultItemBoxes: [.menu],
        // The list keeps the list height the script gave.
        listFillsHeight: false,
        listResult: .quotedEach,
        readsStatusVariables: false,
        signalStatuses: [:],
        wording: .popt,
        readsColorSettings: NewtColors.load,
        look: .whiptail
    )
}
