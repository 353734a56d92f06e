import PopupCore

extension ToolProfile {
    /// whiptail (newt): popt reads its options, its buttons answer no letter, its lists jump on
    /// letters only, its checklist answers every tag in quotes, and it reads no status variables.
    static let whiptail = ToolProfile(
        name: "whiptail",
        version: "whiptail (popupctl): \(HelpText.version)\n",
        readArguments: { try WhiptailArguments.read($0, io: $1) },
        boxes: WhiptailBoxes.all,
        unsupportedBoxes: [],
        options: WhiptailOptions.table,
        optionsHelp: ["  --title T  --backtitle T  --yes-button L  --no-button L  --ok-button L",
                      "  --cancel-button L  --defaultno  --default-item TAG  --nocancel  --noitem",
                      "  --notags  --separate-output  --scrolltext  --output-fd N  --clear",
                      "  --fb|--fullbuttons  --topleft  -h|--help  -v|--version"],
        refusesBadSizeAsNumber: false,
        onWords: ["on", "yes", "1"],
        noItemLeavesOutText: false,
        reflowsText: false,
        readsColorCodes: false,
        // `\n` in a textbox's file is a line break, as in any text.
        fileFollowsTextRules: true,
        buttonOrder: [.ok, .cancel],
        labels: ButtonLabels(ok: "Ok", exit: "Ok"),
        buttonHotkeys: .none,
        conventions: {
            // newt has no timeout either: a timeout is no answer.
            var conventions = Conventions.standIn
            // Typing 3 in raspi-config's "1 …" "2 …" "3 …" menu stays put.
            conventions.list.jump.lettersOnly = true
            conventions.list.jump.order = .nextFromTop
            conventions.list.paging = .rowsDownOneLessUp
            // Ctrl-C typed is ignored (raspi-config stays open); a SIGINT from outside ends it.
            for letter: Character in ["c", "\\", "z"] { conventions.controlKeys[letter] = .nothing }
            return conventions
        }(),
        radioListKeeps: .last,
        // The list keeps the list height the script gave.
        listFillsHeight: false,
        listResult: .quotedEach,
        readsStatusVariables: false,
        signalStatuses: [:],
        timeoutNotice: nil,
        keepsTypeAhead: true,
        wording: .popt,
        readsColorSettings: NewtColors.load,
        look: .whiptail
    )

    /// newt's checkbox tree (whiptail's checklist and radio list): no letters, no Home or End,
    /// and PgUp/PgDn a screenful of rows either way, the view following (whiptail 0.52 measured:
    /// not the menu's list box rule).
    static func newtCheckboxTreeKeys(_ conventions: inout Conventions) {
        conventions.list.jump.order = .none
        conventions.list.inertKeys = [.home, .end]
        conventions.list.paging = .rows
    }
}
