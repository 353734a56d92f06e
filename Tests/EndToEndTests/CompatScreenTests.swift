import Foundation
import PopupTestSupport
import XCTest

/// What a person sees: the same command lines and keys under the real whiptail 0.52 and dialog
/// 1.3 and under popupctl linked as them, each in an 80×24 tmux pane. The screens' text must be
/// the same, character for character (the title on the border, the buttons, the list and its
/// frame, the rules, every position), and their colours nearly so: each cell's background, and
/// the foreground of each cell with a character, may differ in at most `colourSlack` of the cells.
final class CompatScreenTests: XCTestCase {
    struct Case {
        var arguments: String
        /// Text both screens show once the box is drawn.
        var ready: String
        /// tmux key names; one starting with "=" is typed as text. Sent once both are ready; the
        /// real tool's screen must change before the two are compared.
        var keys: [String] = []
        /// Shell text whose output is piped into the tool.
        var input = ""
        /// Compare once the tool has exited (a box that stays on the screen).
        var afterExit = false
    }

    /// Cells whose colours may differ, of the 80×24: about one row's worth.
    static let colourSlack = 80

    static let items12 = (1...12).map { "\($0) 'Item \($0)'" }.joined(separator: " ")
    static let raspiItems = [("1 System Options", "Configure system settings"), ("2 Display Options", "Configure display settings"),
                             ("3 Interface Options", "Configure connections to peripherals"),
                             ("4 Performance Options", "Configure performance settings"), ("5 Localisation Options", "Configure language"),
                             ("8 Update", "Update this tool to the latest version"), ("9 About raspi-config", "Information")]
        .map { "'\($0.0)' '\($0.1)'" }.joined(separator: " ")
    static let keepOpen = "exec tail -f /dev/null"

    static let whiptailCorpus: [Case] = [
        Case(arguments: "--title Notice --msgbox 'Hello there' 10 40", ready: "Hello there"),
        // raspi-config's boxes: 20 rows and 60 columns are 20 rows and 60 columns.
        Case(arguments: "--backtitle 'Raspberry Pi 4' --title 'raspi-config' --yesno 'Would you like to reboot now?' 20 60",
             ready: "reboot now", keys: ["Tab"]),
        Case(arguments: "--title 'raspi-config' --backtitle 'Raspberry Pi 4' --menu 'Setup Options' 20 70 12 "
             + "--cancel-button Finish --ok-button Select \(raspiItems)", ready: "About raspi-config"),
        Case(arguments: "--title Name --inputbox 'Your name' 10 40 Ada", ready: "Your name", keys: ["=Lovelace"]),
        Case(arguments: "--passwordbox 'Secret word' 10 40", ready: "Secret word", keys: ["=abc"]),
        Case(arguments: "--menu 'Pick one' 14 40 6 \(items12)", ready: "Item 6", keys: ["Down", "Down", "Down", "Down", "Down", "Down", "Down"]),
        Case(arguments: "--title Features --checklist 'Pick' 14 50 4 a Alpha on b Beta off c Gamma off d Delta off e Epsilon off",
             ready: "Delta", keys: ["Down", "Space"]),
        Case(arguments: "--radiolist 'Size' 12 50 3 s Small on m Medium off l Large off", ready: "Large", keys: ["Down", "Space"]),
        Case(arguments: "--title Notes --textbox notes.txt 10 40", ready: "first note"),
        Case(arguments: "--title Installing --gauge 'Working' 8 50 0", ready: "40%", input: "echo 40; \(keepOpen)"),
    ]

    static let dialogCorpus: [Case] = [
        Case(arguments: "--backtitle 'My Installer' --title Notice --msgbox 'Hello there' 10 40", ready: "Hello there"),
        Case(arguments: "--title Reboot --yesno 'Would you like to reboot now?' 12 50", ready: "reboot now", keys: ["Tab"]),
        Case(arguments: "--title Name --inputbox 'Your name' 10 40 Ada", ready: "Your name", keys: ["=Lovelace"]),
        // A password shows nothing as it is typed, not even its length (Tab Tab to Cancel: the keys were read).
        Case(arguments: "--passwordbox 'Secret word' 10 40", ready: "Secret word", keys: ["=abc", "Tab", "Tab"]),
        Case(arguments: "--insecure --passwordbox 'Secret word' 10 40", ready: "Secret word", keys: ["=abc"]),
        Case(arguments: "--backtitle 'Helper Scripts' --title SETTINGS --menu 'Choose an option:' 14 58 4 "
             + "1 Default 2 Advanced 3 Expert 4 Quit", ready: "Expert"),
        Case(arguments: "--menu 'Pick one' 14 40 6 \(items12)", ready: "Item 6", keys: ["Down", "Down", "Down", "Down", "Down", "Down", "Down"]),
        Case(arguments: "--title Features --checklist 'Pick' 14 50 4 a Alpha on b Beta off c Gamma off d Delta off e Epsilon off",
             ready: "Alpha", keys: ["Down", "Space"]),
        Case(arguments: "--radiolist 'Size' 12 50 3 s Small on m Medium off l Large off", ready: "Large", keys: ["Down", "Space"]),
        // Four buttons side by side.
        Case(arguments: "--extra-button --help-button --inputbox 'Your name' 10 60 Ada", ready: "Help"),
        Case(arguments: "--colors --title '\\Z1Red\\Zn title' --msgbox 'plain \\Z1red\\Zn \\Zbbold\\ZB \\Zrrev\\ZR \\Z4blue' 8 60",
             ready: "plain"),
        // debconf's text, wrapped by debconf: its line breaks stay; runs of spaces collapse.
        Case(arguments: "--msgbox \"$(printf 'The package needs a restart\\nof these services:\\n\\n   cron    ssh\\n\\tdone')\" 12 50",
             ready: "cron"),
        // With a \\n in the text the spaces stay and the line breaks become spaces.
        Case(arguments: "--msgbox \"$(printf 'one\\n  two   three\\\\nfour')\" 10 40", ready: "four"),
        Case(arguments: "--no-collapse --msgbox \"$(printf 'ab\\tcd\\n\\tx')\" 10 40", ready: "cd"),
        Case(arguments: "--title Notes --textbox notes.txt 10 40", ready: "first note"),
        Case(arguments: "--title Installing --gauge 'Working' 8 50 0", ready: "40%", input: "echo 40; \(keepOpen)"),
        // The output uses the rows the box was given.
        Case(arguments: "--title Build --progressbox 'Log' 20 50", ready: "30", input: "seq 1 30", afterExit: true),
    ]

    /// dialog's boxes added last: an editor, logs, a program's output, a calendar, a clock, a
    /// slider, gauges, each in its frames and colours (notes.txt has a tab on its third line).
    static let dialogContentCorpus: [Case] = [
        // The text framed, in the form's colours, the cursor's line marked while the focus is in it.
        Case(arguments: "--title Notes --editbox notes.txt 11 44", ready: "first note"),
        Case(arguments: "--title Notes --editbox notes.txt 11 44", ready: "first note", keys: ["Down"]),
        Case(arguments: "--title Notes --editbox notes.txt 11 44", ready: "first note", keys: ["Tab"]),
        // A text longer than the frame: dialog's marks on it, as on a list's.
        Case(arguments: "--title Long --editbox long.txt 11 44", ready: "16%"),
        Case(arguments: "--title Long --editbox long.txt 11 44", ready: "16%", keys: ["NPage", "NPage", "Down"]),
        // Tabs to curses' stops of 8, after the window's blank first column.
        Case(arguments: "--title Log --tailbox notes.txt 9 44", ready: "third"),
        Case(arguments: "--title Build --programbox make 12 50", ready: "end",
             input: "seq -f 'step %g' 1 3; printf 'a\\tb\\tc\\n'; echo end"),
        Case(arguments: "--title Build --prgbox make 'cat notes.txt' 12 50", ready: "third"),
        // The bar in a raised frame above the rule, the value over it, the part up to the value painted.
        Case(arguments: "--title Volume --rangebox Loudness 9 50 0 100 60", ready: "Loudness"),
        Case(arguments: "--title Volume --rangebox Loudness 12 30 -5 5 2", ready: "Loudness", keys: ["Up", "Up"]),
        Case(arguments: "--rangebox Loudness 10 70 0 20 20", ready: "Loudness"),
        // Three fields in frames sunk into the box, a colon between them, on the rows above the rule;
        // the height given is the text's, the fields' rows more.
        Case(arguments: "--title Time --timebox 'Wake at' 3 30 7 30 0", ready: "Wake at"),
        Case(arguments: "--timebox 'Wake at some time of the day when the sun is up' 3 40 23 5 9", ready: "Wake at",
             keys: ["BTab", "Up"]),
        // The month and the year in raised frames under their names, the days in one with ↑(-) and
        // ↓(+) on it, the day picked in the selection's colours; the height given is the text's.
        Case(arguments: "--title Date --calendar 'Pick a date' 3 40 15 3 2024", ready: "Pick a date"),
        Case(arguments: "--title Date --calendar 'Pick a date' 0 0 15 3 2024", ready: "Pick a date"),
        Case(arguments: "--calendar 'Pick a date for the next meeting of the group' 4 50 31 8 2025", ready: "Pick a date",
             keys: ["Tab", "Right", "Right", "Down"]),
        // The steps' states at the top (a hidden one keeps its row), the text under them, the
        // framed 'Overall Progress' bar on the last rows; it stays on the screen.
        Case(arguments: "--title Upgrade --mixedgauge Overall 12 50 60 Download 0 Unpack -40 Configure 7 Cleanup 8",
             ready: "Overall Progress", afterExit: true),
        Case(arguments: "--mixedgauge 'A longer text about the upgrade that wraps onto a second line' 14 60 7 "
             + "'Step one' -5 'Step two' -100 'Step three' 1 Four Custom", ready: "Overall Progress", afterExit: true),
    ]

    func testWhiptailLooksLikeWhiptail() throws { try compare("whiptail", Self.whiptailCorpus) }
    func testDialogsLastBoxesLookLikeDialog() throws { try compare("dialog", Self.dialogContentCorpus) }
    func testDialogLooksLikeDialog() throws { try compare("dialog", Self.dialogCorpus) }

    /// dialog's infobox is drawn where dialog draws it and stays there after it ends.
    func testAnInfoboxStandsWhereDialogPutsItAndStays() throws {
        try requireTool("dialog")
        let testCase = Case(arguments: "--backtitle Setup --title Wait --infobox 'Please wait' 8 40", ready: "Please wait", afterExit: true)
        let (real, ours) = try start("dialog", testCase)
        let (theirs, mine) = (captured(real, testCase, "infobox"), captured(ours, testCase, "infobox"))
        XCTAssertNotNil(theirs.find("Please wait"))
        XCTAssertEqual(mine.text, theirs.text, "ours\n\(mine.text.joined(separator: "\n"))\ntheirs\n\(theirs.text.joined(separator: "\n"))")
        XCTAssertLessThanOrEqual(colourDifferences(mine, theirs).count, Self.colourSlack)
    }

    /// A script's loop of gauges, one process per value: between two of them the screen still
    /// shows the box (both names), never the shell's screen.
    func testAGaugeLoopNeverBlanksTheScreenBetweenValues() throws {
        try requireTmux()
        let links = try CompatDifferentialTests.linkDirectory()
        for tool in ["whiptail", "dialog"] {
            let script = """
            echo BEFORE-THE-LOOP
            PATH=\(Tmux.quote(links)):$PATH
            echo 10 | \(tool) --gauge Working 7 50 0
            echo ok > first.done
            while [ ! -e go ]; do sleep 0.05; done
            echo 50 | \(tool) --gauge Working 7 50 0
            echo done > status
            """
            let tmux = try Tmux(script: script)
            _ = tmux.waitForFile("first.done")
            let between = tmux.screen()
            XCTAssertTrue(between.contains("10%") && between.contains("Working"), "\(tool): between two gauges:\n\(between)")
            XCTAssertFalse(between.contains("BEFORE-THE-LOOP"), "\(tool): the shell's screen showed between two gauges")
            XCTAssertTrue(FileManager.default.createFile(atPath: tmux.workDir.appendingPathComponent("go").path, contents: nil))
            _ = tmux.waitForFile("status")
            tmux.waitFor("50%")
            XCTAssertEqual(tmux.modes().alternate, false)
        }
    }

    // MARK: running both

    func compare(_ tool: String, _ corpus: [Case], colourSlack: Int = colourSlack) throws {
        try requireTool(tool)
        for testCase in corpus {
            let (real, ours) = try start(tool, testCase)
            let what = "\(tool) \(testCase.arguments) keys \(testCase.keys)"
            let theirs = captured(real, testCase, what)
            var mine = captured(ours, testCase, what)
            // Ours is compared once it shows what theirs shows, or after a deadline.
            let same = { (mine: CapturedScreen) in mine.text == theirs.text && self.colourDifferences(mine, theirs).count <= colourSlack }
            if !same(mine) {
                mine = Poll.until(timeout: 5, every: 0.05, { CapturedScreen(ours.screen(escapes: true), width: 80, height: 24) }, same).value
            }
            XCTAssertEqual(mine.text, theirs.text, "the screen of \(what):\nours\n\(mine.text.joined(separator: "\n"))\ntheirs\n"
                           + theirs.text.joined(separator: "\n"))
            let differences = colourDifferences(mine, theirs)
            XCTAssertLessThanOrEqual(differences.count, colourSlack,
                                     "colours of \(what), first differences: \(differences.prefix(8).joined(separator: "; "))")
        }
    }

    /// The screen once the case's keys are in: the real tool's changes before it is taken.
    private func captured(_ run: Tmux, _ testCase: Case, _ what: String) -> CapturedScreen {
        run.waitFor(testCase.ready)
        if testCase.afterExit { _ = run.waitForFile("status") }
        var before = run.screen(escapes: true)
        if !testCase.keys.isEmpty {
            for key in testCase.keys {
                if key.hasPrefix("=") { run.type(String(key.dropFirst())) } else { run.send(key) }
            }
            before = run.waitForScreen(escapes: true, "the keys' effect on \(what)") { $0 != before }
            before = settled(run, from: before)
        }
        return CapturedScreen(before, width: 80, height: 24)
    }

    /// The screen once it has stopped changing (the same for a fifth of a second), or as it is
    /// after a deadline: a tool that takes typed keys one at a time shows the first before the last.
    private func settled(_ run: Tmux, from screen: String) -> String {
        var last = screen
        var sameSince = Date()
        return Poll.until(timeout: 5, every: 0.04, {
            let now = run.screen(escapes: true)
            if now != last { (last, sameSince) = (now, Date()) }
            return last
        }, { _ in Date().timeIntervalSince(sameSince) >= 0.2 }).value
    }

    /// Cells whose background, or whose character's foreground, differ.
    private func colourDifferences(_ mine: CapturedScreen, _ theirs: CapturedScreen) -> [String] {
        var differences: [String] = []
        for y in 0..<24 {
            for x in 0..<80 {
                let (ours, real) = (mine[x, y], theirs[x, y])
                let background = ours.pen.shown.background != real.pen.shown.background
                let foreground = real.character != " " && ours.pen.shown.foreground != real.pen.shown.foreground
                if background || foreground { differences.append("(\(x),\(y)) '\(real.character)' ours \(ours.pen), theirs \(real.pen)") }
            }
        }
        return differences
    }

    /// The real tool and popupctl as it, each in a pane of its own, running the case.
    private func start(_ tool: String, _ testCase: Case) throws -> (real: Tmux, ours: Tmux) {
        let links = try CompatDifferentialTests.linkDirectory()
        func script(_ path: String) -> String {
            """
            printf 'first note\\nsecond note\\n\\tthird, after a tab\\n' > notes.txt
            seq 1 30 > long.txt
            \(testCase.input.isEmpty ? "" : "(\(testCase.input)) |") PATH=\(Tmux.quote(path)):$PATH \(tool) \(testCase.arguments) 2>res
            echo "$?" > status.tmp && mv status.tmp status
            """
        }
        return (try Tmux(script: script("/usr/bin"), shell: "bash"), try Tmux(script: script(links), shell: "bash"))
    }

    private func requireTool(_ tool: String) throws {
        try requireTmux()
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/\(tool)") else {
            print("⚠️  \(tool) is not installed: SCREEN COMPARISONS SKIPPED (apt-get install \(tool); CI does)")
            throw XCTSkip("\(tool) is not installed")
        }
    }
}
