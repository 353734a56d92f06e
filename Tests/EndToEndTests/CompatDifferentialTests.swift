import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The same command lines and keys under the real whiptail and dialog and under popupctl linked
/// as them, in tmux: the exit status and the result bytes must be the same, and popupctl must
/// leave the terminal as it found it. The corpus is written here from the tools' calling
/// conventions (options after the items, `--`, quoting, help and extra buttons, …).
final class CompatDifferentialTests: XCTestCase {
    /// One command line: `arguments` is shell text after the tool's name; `ready` is text both
    /// tools show once the box is up (keys are sent only then); a key starting with "=" is typed
    /// as text, any other is a tmux key name. `redirect` sends the result to `res` (errors, whose
    /// wording is popupctl's own, go to /dev/null: only their status is compared).
    struct Case {
        var arguments: String
        var ready: String?
        var keys: [String]
        var redirect = "2>res"
        var environment = ""
        /// A command whose output is piped into the tool (gauges).
        var input = ""
        /// What a person sees: a text both tools show on the first line of the screen (the backtitle).
        var firstLine: String?
        /// The shell running the case: a Ctrl-C reaches the real dialog's whole process group,
        /// and dash dies of it where bash goes on when dialog did not.
        var shell = "sh"
    }

    static let whiptailCorpus: [Case] = [
        Case(arguments: "--msgbox 'Hello there' 10 40", ready: "Hello there", keys: ["Enter"]),
        Case(arguments: "--title Notice --msgbox 'Hello there' 10 40 1", ready: "Hello there", keys: ["Escape"]),
        Case(arguments: "--yesno 'Proceed now?' 10 40", ready: "Proceed", keys: ["Enter"]),
        Case(arguments: "--yesno 'Proceed now?' 10 40", ready: "Proceed", keys: ["Tab", "Enter"]),
        Case(arguments: "--defaultno --yesno 'Proceed now?' 10 40", ready: "Proceed", keys: ["Enter"]),
        Case(arguments: "--yes-button Sure --no-button Nope --yesno 'Proceed now?' 10 40", ready: "Nope", keys: ["Right", "Enter"]),
        Case(arguments: "--inputbox 'Your name' 10 40 Ada", ready: "Your name", keys: ["=Lovelace", "Enter"]),
        Case(arguments: "--inputbox 'Your name' 10 40 Ada", ready: "Your name", keys: ["BSpace", "Enter"]),
        Case(arguments: "--inputbox 'Your name' 10 40 Ada", ready: "Your name", keys: ["Tab", "Tab", "Enter"]),
        Case(arguments: "--passwordbox 'Secret word' 10 40", ready: "Secret word", keys: ["=s3cr et", "Enter"]),
        Case(arguments: "--menu 'Pick one' 15 50 4 a Alpha b Beta c Gamma", ready: "Gamma", keys: ["Down", "Down", "Enter"]),
        Case(arguments: "--menu 'Pick one' 15 50 4 a Alpha b Beta c Gamma --default-item b", ready: "Gamma", keys: ["Enter"]),
        Case(arguments: "--menu 'Pick one' 15 50 4 apple Alpha banana Beta cherry Gamma", ready: "Gamma", keys: ["=c", "Enter"]),
        // raspi-config's numbered tags: whiptail jumps on letters only, a digit stays put.
        Case(arguments: "--menu 'Setup Options' 15 50 4 '1 System' Sys '2 Display' Disp '3 Interface' Intf", ready: "Intf",
             keys: ["=3", "Enter"]),
        Case(arguments: "--checklist 'Pick' 15 50 4 1 One off 2 Two off 3 Three off", ready: "Three", keys: ["=3", "Space", "Enter"]),
        Case(arguments: "--menu 'Pick one' 15 50 4 a Alpha b Beta", ready: "Beta", keys: ["Down", "Tab", "Enter"]),
        // A script's empty array: whiptail refuses an empty menu.
        Case(arguments: "--menu 'Pick one' 15 50 4", ready: nil, keys: [], redirect: "2>/dev/null"),
        Case(arguments: "--radiolist 'Size' 15 50 4 s Small on m Medium on l Large off", ready: "Large", keys: ["Enter"]),
        Case(arguments: "--default-item c --checklist 'Pick' 15 50 4 a A off b B off c C off", ready: "Pick", keys: ["Space", "Enter"]),
        Case(arguments: "--menu 'Pick one' 15 50 4 a Alpha b Beta", ready: "Beta", keys: ["Tab", "Tab", "Enter"]),
        Case(arguments: "--menu 'Pick one' 15 50 4 a Alpha b Beta", ready: "Beta", keys: ["Escape"]),
        Case(arguments: "--menu 'Pick one' 15 50 4 '' 'Separator row' x 'Ex item'", ready: "Ex item", keys: ["Enter"]),
        Case(arguments: "--nocancel --notags --menu 'Pick one' 15 50 4 a Alpha b Beta", ready: "Beta", keys: ["Down", "Enter"]),
        Case(arguments: "--menu 'Pick one' 15 50 4 -- -a Alpha --b Beta", ready: "Beta", keys: ["Down", "Enter"]),
        Case(arguments: "--noitem --menu 'Pick one' 15 50 4 first One second Two", ready: "second", keys: ["Down", "Enter"]),
        Case(arguments: "--menu 'Pick one' 0 0 0 a Alpha b Beta", ready: "Beta", keys: ["Down", "Enter"]),
        Case(arguments: "--checklist 'Features' 15 50 4 a Alpha on b Beta off 'c d' Gamma ON", ready: "Gamma",
             keys: ["Down", "Space", "Enter"]),
        Case(arguments: "--separate-output --checklist 'Features' 15 50 4 a Alpha YES b Beta off c Gamma 1", ready: "Gamma",
             keys: ["Enter"]),
        Case(arguments: "--checklist 'Features' 15 50 4 a Alpha off b Beta off", ready: "Beta", keys: ["Enter"]),
        Case(arguments: "--radiolist 'Size' 15 50 4 s Small off m Medium on l Large off", ready: "Large", keys: ["Enter"]),
        Case(arguments: "--radiolist 'Size' 15 50 4 s Small off m Medium on l Large off", ready: "Large",
             keys: ["Down", "Down", "Space", "Enter"]),
        Case(arguments: "--radiolist 'Size' 15 50 4 s Small off m Medium off", ready: "Medium", keys: ["Enter"]),
        Case(arguments: "--output-fd 3 --inputbox 'Your name' 10 40 Ada", ready: "Your name", keys: ["Enter"], redirect: "3>res"),
        // x=$(whiptail … 3>&1 1>&2 2>&3): the result on what was stdout, the box on the terminal.
        Case(arguments: "--menu 'Pick one' 15 50 4 a Alpha b Beta", ready: "Beta", keys: ["Down", "Enter"],
             redirect: ">res 3>&1 1>&2 2>&3"),
        Case(arguments: "--inputbox 'Line one\\nLine two' 10 40 x", ready: "Line two", keys: ["Enter"]),
        Case(arguments: "--textbox notes.txt 12 40", ready: "first note", keys: ["Enter"]),
        Case(arguments: "--foo --msgbox hi 10 10", ready: nil, keys: [], redirect: "2>/dev/null"),
        Case(arguments: "--msgbox hi 10 wide", ready: nil, keys: [], redirect: "2>/dev/null"),
        Case(arguments: "--title", ready: nil, keys: [], redirect: "2>/dev/null"),
        Case(arguments: "--output-fd x --msgbox hi 10 10", ready: nil, keys: [], redirect: "2>/dev/null"),
        Case(arguments: "--version", ready: nil, keys: [], redirect: "2>res >/dev/null"),
        Case(arguments: "--gauge 'Working' 8 50 0", ready: nil, keys: [], input: "printf '10\\n50\\nXXX\\n80\\nAlmost\\nXXX\\n'"),
        // A gauge has no button and takes no Esc: only the end of its input ends it, with 0.
        Case(arguments: "--gauge 'Working' 8 50 0", ready: "10%", keys: ["Escape", "Enter"], input: "( printf '10\\n'; sleep 2; printf '90\\n' )"),
        Case(arguments: "--infobox 'Please wait' 8 40", ready: nil, keys: []),
        // The Proxmox helper scripts' shape: backtitle and title first, options after the sizes.
        Case(arguments: "--backtitle 'Helper Scripts' --title SETTINGS --menu 'Choose an option:' 12 58 2 1 Default 2 Advanced --default-item 2",
             ready: "Advanced", keys: ["Enter"], redirect: ">res 3>&1 1>&2 2>&3", firstLine: "Helper Scripts"),
        Case(arguments: "--backtitle 'Helper Scripts' --passwordbox '\\nSet Root Password' 9 58 --title PASSWORD --cancel-button Exit",
             ready: "Root Password", keys: ["=pw", "Enter"], redirect: ">res 3>&1 1>&2 2>&3", firstLine: "Helper Scripts"),
        // Issue 23, item 5: --nocancel then Esc is Cancel (1) in the boxes whose Cancel it takes away.
        Case(arguments: "--nocancel --inputbox 'Your name' 10 40 Ada", ready: "Your name", keys: ["Escape"]),
        Case(arguments: "--nocancel --passwordbox 'Secret word' 10 40", ready: "Secret word", keys: ["Escape"]),
        Case(arguments: "--nocancel --menu 'Pick one' 15 50 4 a Alpha b Beta", ready: "Beta", keys: ["Escape"]),
        Case(arguments: "--nocancel --checklist 'Pick' 15 50 4 a Alpha on b Beta off", ready: "Beta", keys: ["Escape"]),
        Case(arguments: "--nocancel --radiolist 'Size' 15 50 4 s Small on m Medium off", ready: "Medium", keys: ["Escape"]),
        Case(arguments: "--nocancel --msgbox 'Hello there' 10 40", ready: "Hello there", keys: ["Escape"]),
        // Ctrl-C typed is ignored (raspi-config stays open); the box still answers.
        Case(arguments: "--inputbox 'Your name' 10 40 Ada", ready: "Your name", keys: ["C-c", "Enter"], shell: "bash"),
        Case(arguments: "--menu 'Setup Options' 15 50 4 1 System 2 Display", ready: "Display", keys: ["C-c", "Down", "Enter"], shell: "bash"),
        // Item 6: the checklist (newt's checkbox tree) ignores Home, End and letters.
        Case(arguments: "--checklist 'Pick' 15 50 4 a1 One off b2 Two off c3 Three off", ready: "Three", keys: ["End", "Space", "Enter"]),
        Case(arguments: "--checklist 'Pick' 15 50 4 a1 One off b2 Two off c3 Three off", ready: "Three",
             keys: ["Down", "Down", "Home", "Space", "Enter"]),
        Case(arguments: "--checklist 'Pick' 15 50 4 a1 One off b2 Two off c3 Three off", ready: "Three", keys: ["=c", "Space", "Enter"]),
        Case(arguments: "--radiolist 'Size' 15 50 4 a1 One off b2 Two off c3 Three off", ready: "Three", keys: ["=c", "Space", "Enter"]),
        // A repeated letter goes on from the cursor and stops at the last match (R R R: Reconfigure).
        Case(arguments: "--menu 'Existing install' 15 50 4 Update Keep Repair Fix Reconfigure Reset", ready: "Reset",
             keys: ["=r", "=r", "=r", "Enter"]),
        Case(arguments: "--menu 'Existing install' 15 50 4 Update Keep Repair Fix Reconfigure Reset", ready: "Reset",
             keys: ["=r", "=u", "Enter"]),
        // A tag's leading space is its first letter.
        Case(arguments: "--menu 'Pick' 15 50 4 ' Import' One ' Skip' Two", ready: "Two", keys: ["=s", "Enter"]),
        // Paging: a screenful down, one less up (the menu); the view and the cursor (the checklist).
        Case(arguments: "--menu 'Pick' 20 40 5 " + (1...20).map { "t\($0) item\($0)" }.joined(separator: " "), ready: "item5",
             keys: ["NPage", "NPage", "PPage", "Enter"]),
        Case(arguments: "--menu 'Pick' 20 40 5 " + (1...20).map { "t\($0) item\($0)" }.joined(separator: " "), ready: "item5",
             keys: ["NPage", "NPage", "Up", "PPage", "Enter"]),
        Case(arguments: "--checklist 'Pick' 20 40 5 " + (1...20).map { "t\($0) item\($0) off" }.joined(separator: " "), ready: "item5",
             keys: ["NPage", "NPage", "Up", "PPage", "Space", "Enter"]),
        Case(arguments: "--checklist 'Pick' 20 40 5 " + (1...20).map { "t\($0) item\($0) off" }.joined(separator: " "), ready: "item5",
             keys: ["NPage", "NPage", "NPage", "NPage", "Space", "Enter"]),
        // Item 7: with --scrolltext the text has the focus first; Enter there does nothing.
        Case(arguments: "--scrolltext --msgbox 'Hello there' 10 40", ready: "Hello there", keys: ["Enter", "Escape"]),
        Case(arguments: "--scrolltext --yesno 'Proceed now?' 10 40", ready: "Proceed", keys: ["Enter", "Tab", "Tab", "Enter"]),
        Case(arguments: "--scrolltext --textbox notes.txt 12 40", ready: "first note", keys: ["Enter", "Tab", "Enter"]),
        Case(arguments: "--scrolltext --menu 'Pick one' 15 50 4 a Alpha b Beta c Gamma", ready: "Gamma", keys: ["Tab", "Down", "Enter"]),
        // Item 1: every option spelled as whiptail spells it.
        Case(arguments: "--clear --fb --fullbuttons --topleft --title T --backtitle B --ok-button Go --cancel-button Back --msgbox 'Hello there' 10 40",
             ready: "Hello there", keys: ["Enter"]),
    ]

    static let dialogCorpus: [Case] = [
        Case(arguments: "--msgbox 'Hello there' 10 40", ready: "Hello there", keys: ["Enter"]),
        Case(arguments: "--msgbox 'Hello there' 10 40", ready: "Hello there", keys: ["Escape"]),
        Case(arguments: "--yesno 'Proceed now?' 10 40", ready: "Proceed", keys: ["Enter"]),
        Case(arguments: "--yesno 'Proceed now?' 10 40", ready: "Proceed", keys: ["Tab", "Enter"]),
        Case(arguments: "--defaultno --yesno 'Proceed now?' 10 40", ready: "Proceed", keys: ["Enter"]),
        Case(arguments: "--inputbox 'Your name' 10 40 Ada", ready: "Your name", keys: ["=Lovelace", "Enter"]),
        Case(arguments: "--extra-button --help-button --inputbox 'Your name' 10 40 Ada", ready: "Your name",
             keys: ["Tab", "Tab", "Enter"]),
        Case(arguments: "--extra-button --help-button --inputbox 'Your name' 10 40 Ada", ready: "Your name",
             keys: ["Tab", "Tab", "Tab", "Enter"]),
        Case(arguments: "--extra-button --help-button --inputbox 'Your name' 10 40 Ada", ready: "Your name",
             keys: ["Tab", "Tab", "Tab", "Tab", "Enter"]),
        Case(arguments: "--stdout --inputbox 'Your name' 10 40 Ada", ready: "Your name", keys: ["Enter"], redirect: ">res"),
        Case(arguments: "--output-fd 1 --menu 'Pick one' 15 50 4 a Alpha b Beta", ready: "Beta", keys: ["Down", "Enter"],
             redirect: ">res"),
        Case(arguments: "--passwordbox 'Secret word' 10 40", ready: "Secret word", keys: ["=pw", "Enter"]),
        Case(arguments: "--menu 'Pick one' 15 50 4 a Alpha 'b c' Beta x Gamma", ready: "Gamma", keys: ["Down", "Enter"]),
        Case(arguments: "--menu 'Pick one' 15 50 4 1 Alpha 2 Beta 3 Gamma", ready: "Gamma", keys: ["=3", "Enter"]),
        Case(arguments: "--menu 'Pick one' 15 50 0", ready: nil, keys: [], redirect: "2>/dev/null"),
        Case(arguments: "--checklist 'Pick' 15 50 4", ready: nil, keys: [], redirect: "2>/dev/null"),
        Case(arguments: "--radiolist 'Size' 15 50 4 s Small on m Medium on l Large off", ready: "Large", keys: ["Enter"]),
        Case(arguments: "--default-item c --checklist 'Pick' 15 50 4 a A off b B off c C off", ready: "Pick", keys: ["Space", "Enter"]),
        Case(arguments: "--default-item x --menu 'Pick one' 15 50 4 a Alpha 'b c' Beta x Gamma", ready: "Gamma", keys: ["Enter"]),
        Case(arguments: "--help-button --menu 'Pick one' 15 50 4 a Alpha 'b c' Beta", ready: "Beta", keys: ["Down", "Tab", "Tab", "Enter"]),
        Case(arguments: "--help-button --checklist 'Features' 15 60 6 a Alpha on 'b c' Beta off", ready: "Beta",
             keys: ["Down", "Tab", "Tab", "Enter"]),
        Case(arguments: "--extra-button --extra-label Rename --menu 'Pick one' 15 50 4 a Alpha 'b c' Beta", ready: "Beta",
             keys: ["Down", "Tab", "Enter"]),
        Case(arguments: "--no-cancel --menu 'Pick one' 15 50 4 a Alpha b Beta", ready: "Beta", keys: ["Down", "Enter"]),
        Case(arguments: "--item-help --menu 'Pick one' 15 50 4 a Alpha 'help a' b Beta 'help b'", ready: "Beta",
             keys: ["Down", "Enter"]),
        Case(arguments: "--checklist 'Features' 15 60 6 a Alpha on 'b c' Beta on 'd\"e' Delta on 'x$y' Ex on f Foxtrot off",
             ready: "Foxtrot", keys: ["Enter"]),
        Case(arguments: "--single-quoted --checklist 'Features' 15 60 6 a Alpha on 'b c' Beta on \"g'h\" Golf on",
             ready: "Golf", keys: ["Enter"]),
        Case(arguments: "--separate-output --checklist 'Features' 15 60 6 a Alpha on 'b c' Beta off", ready: "Beta",
             keys: ["Down", "Space", "Enter"]),
        Case(arguments: "--no-items --checklist 'Features' 15 60 6 a on b off c off", ready: "Features",
             keys: ["Down", "Space", "Enter"]),
        Case(arguments: "--radiolist 'Size' 15 50 4 s Small off m Medium ON l Large off", ready: "Large", keys: ["Down", "Space", "Enter"]),
        Case(arguments: "--yesno 'Proceed now?' 10 40", ready: "Proceed", keys: ["Tab", "Enter"], environment: "DIALOG_CANCEL=7"),
        Case(arguments: "--msgbox 'Hello there' 10 40", ready: "Hello there", keys: ["Enter"], environment: "DIALOG_OK=9"),
        Case(arguments: "--timeout 1 --msgbox 'Hello there' 10 40", ready: "Hello there", keys: []),
        // Ctrl-C ends dialog with 1, as its curses does, whatever DIALOG_CANCEL says.
        Case(arguments: "--yesno 'Proceed now?' 10 40", ready: "Proceed", keys: ["C-c"], environment: "DIALOG_CANCEL=7", shell: "bash"),
        Case(arguments: "--inputbox 'Your name' 10 40 Ada", ready: "Your name", keys: ["C-c"], shell: "bash"),
        Case(arguments: "--gauge 'Working' 8 50", ready: nil, keys: [], input: "printf '10\\n50\\n'"),
        Case(arguments: "--gauge 'Working' 8 50", ready: "10%", keys: ["Escape", "Enter"], input: "( printf '10\\n'; sleep 2; printf '90\\n' )"),
        Case(arguments: "--gauge 'Working' 8 50 20", ready: nil, keys: [], environment: "DIALOG_OK=4", input: "printf '10\\n'"),
        Case(arguments: "--progressbox 'Log' 10 50", ready: nil, keys: [], input: "printf 'one\\ntwo\\n'"),
        Case(arguments: "--infobox 'Please wait' 8 40", ready: nil, keys: []),
        Case(arguments: "--pause 'Waiting' 10 40 1", ready: "Waiting", keys: []),
        // --output-separator (--separator) and --help-status change the result bytes.
        Case(arguments: "--output-separator , --checklist 'Features' 15 50 4 'a b' Alpha on b Beta on c Gamma off", ready: "Gamma",
             keys: ["Enter"]),
        Case(arguments: "--output-separator , --separate-output --checklist 'Features' 15 50 4 a Alpha on b Beta on c Gamma on",
             ready: "Gamma", keys: ["Enter"]),
        Case(arguments: "--separator : --radiolist 'Size' 15 50 4 a Alpha on 'b c' Beta off", ready: "Beta", keys: ["Down", "Space", "Enter"]),
        Case(arguments: "--output-separator , --form 'Fill in' 15 50 4 L1 1 1 v1 1 5 10 10 L2 2 1 v2 2 5 10 10", ready: "Fill in",
             keys: ["Enter"]),
        Case(arguments: "--help-button --help-status --checklist 'Features' 15 50 4 a Alpha on b Beta off 'c d' Gamma on", ready: "Gamma",
             keys: ["Down", "Tab", "Tab", "Enter"]),
        Case(arguments: "--help-button --help-status --separate-output --output-separator , --checklist 'Features' 15 50 4 'x y' Alpha on b Beta on",
             ready: "Beta", keys: ["Tab", "Tab", "Enter"]),
        Case(arguments: "--help-button --help-status --radiolist 'Size' 15 50 4 a Alpha on b Beta off", ready: "Beta",
             keys: ["Down", "Tab", "Tab", "Enter"]),
        Case(arguments: "--help-button --help-status --menu 'Pick one' 15 50 4 a Alpha b Beta", ready: "Beta", keys: ["Down", "Tab", "Tab", "Enter"]),
        // A form is sent by Enter in any field, as OK.
        Case(arguments: "--form 'Fill in' 15 50 4 L1 1 1 v1 1 5 10 10 L2 2 1 v2 2 5 10 10", ready: "Fill in", keys: ["Enter"]),
        Case(arguments: "--form 'Fill in' 15 50 4 Name: 1 1 Ada 1 10 20 0 Password: 2 1 '' 2 10 20 0", ready: "Password:",
             keys: ["=x", "Tab", "Enter"]),
        // pi-hole's installer: options before the box, the result on stdout, `\\n` in the text.
        Case(arguments: "--no-shadow --keep-tite --output-fd 1 --cancel-label Exit --title 'Existing Install' --menu '\\n\\nWe found an install.\\n\\nChoose:' 12 40 2 Update 'Keep settings' Reconfigure 'Start over'",
             ready: "Keep settings", keys: ["Down", "Enter"], redirect: ">res"),
        Case(arguments: "--backtitle 'Helper Scripts' --title Notice --msgbox 'Hello there' 10 40", ready: "Hello there", keys: ["Enter"],
             firstLine: "Helper Scripts"),
        // --editbox is an editor: typing, Enter splitting a line, Tab then Enter saving (issue 23, item 3).
        Case(arguments: "--editbox notes.txt 12 40", ready: "first note", keys: ["=new ", "Tab", "Enter"]),
        Case(arguments: "--editbox notes.txt 12 40", ready: "first note", keys: ["Down", "End", "Enter", "=third note", "Tab", "Enter"]),
        Case(arguments: "--editbox notes.txt 12 40", ready: "first note", keys: ["End", "BSpace", "Down", "Home", "DC", "Up", "=X", "Tab", "Enter"]),
        Case(arguments: "--editbox notes.txt 12 40", ready: "first note", keys: ["Down", "Home", "BSpace", "Enter", "Enter", "Tab", "Enter"]),
        Case(arguments: "--editbox notes.txt 12 40", ready: "first note", keys: ["=gone", "Tab", "Tab", "Enter"]),
        Case(arguments: "--editbox notes.txt 12 40", ready: "first note", keys: ["=gone", "Escape"]),
        Case(arguments: "--output-separator , --editbox notes.txt 12 40", ready: "first note", keys: ["Tab", "Enter"]),
        Case(arguments: "--editbox missing.txt 12 40", ready: nil, keys: [], redirect: "2>/dev/null"),
        // --form: Tab goes to the buttons (Tab Tab Enter cancels), ↑/↓ between fields (issue 23, item 4).
        Case(arguments: "--form 'Fill in' 15 50 4 L1 1 1 v1 1 5 10 10 L2 2 1 v2 2 5 10 10", ready: "Fill in", keys: ["Tab", "Tab", "Enter"]),
        Case(arguments: "--form 'Fill in' 15 50 4 A: 1 1 a 1 10 20 0 B: 2 1 b 2 10 20 0", ready: "Fill in",
             keys: ["=x", "Down", "=y", "Up", "=z", "Enter"]),
        Case(arguments: "--form 'Fill in' 15 50 4 A: 1 1 a 1 10 20 0 B: 2 1 b 2 10 20 0", ready: "Fill in",
             keys: ["Tab", "Tab", "Tab", "End", "=q", "Tab", "Right", "Left", "Enter"]),
        Case(arguments: "--form 'Fill in' 15 50 4 Name: 1 1 Adalovelace 1 10 20 3 Fixed: 2 1 kept 2 10 0 0 Neg: 3 1 n 3 10 -5 0 Last: 4 1 L 4 10 10 10",
             ready: "Fixed:", keys: ["Down", "End", "=ast", "Enter"]),
        Case(arguments: "--passwordform 'Sign in' 15 50 4 User: 1 1 root 1 10 20 0 Pass: 2 1 '' 2 10 20 0", ready: "Sign in",
             keys: ["Down", "=s3cret", "Enter"]),
        Case(arguments: "--mixedform 'Mixed' 15 50 4 User: 1 1 ada 1 10 20 0 0 Pass: 2 1 '' 2 10 20 0 1 Host: 3 1 fixed 3 10 20 0 2",
             ready: "Mixed", keys: ["Down", "=pw", "Down", "=x", "Enter"]),
        Case(arguments: "--mixedform 'Mixed' 15 50 4 User: 1 1 ada 1 10 20", ready: nil, keys: [], redirect: "2>/dev/null"),
        // The boxes once refused (issue 23, item 10), each with its keys and results.
        Case(arguments: "--calendar 'Pick a date' 0 0 31 1 2024", ready: "Pick a date", keys: ["Tab", "Tab", "Right", "Enter"]),
        Case(arguments: "--calendar 'Pick a date' 0 0 15 3 2024", ready: "Pick a date", keys: ["Tab", "Tab", "Tab", "Tab", "Down", "Left", "Enter"]),
        Case(arguments: "--calendar 'Pick a date' 0 0 15 3 2024", ready: "Pick a date", keys: ["Right", "Enter"]),
        Case(arguments: "--date-format '%Y-%m-%d %j' --calendar 'Pick a date' 0 0 29 2 2024", ready: "Pick a date",
             keys: ["Tab", "Tab", "Tab", "Right", "Enter"]),
        Case(arguments: "--timebox 'When' 0 0 10 20 30", ready: "When", keys: ["Tab", "Tab", "Down", "Down", "=5", "Tab", "Up", "Enter"]),
        Case(arguments: "--timebox 'When' 0 0 23 59 59", ready: "When", keys: ["Tab", "Tab", "Down", "Right", "Right", "DC", "End", "Tab", "Enter"]),
        Case(arguments: "--timebox 'When' 0 0 25 0 0", ready: nil, keys: [], redirect: "2>/dev/null"),
        Case(arguments: "--rangebox 'How many' 10 60 0 500 250", ready: "How many", keys: ["Tab", "Tab", "=4", "Right", "=9", "Right", "Up", "Enter"]),
        Case(arguments: "--rangebox 'How many' 10 60 0 100 50", ready: "How many", keys: ["NPage", "Up", "Enter"]),
        Case(arguments: "--rangebox 'How many' 10 60 0 500 250", ready: "How many", keys: ["Home", "Tab", "Escape"]),
        Case(arguments: "--inputmenu 'Rename one' 15 50 8 a Alpha 'b c' Beta", ready: "Beta", keys: ["Down", "Tab", "Enter", "=X", "Enter"]),
        Case(arguments: "--inputmenu 'Rename one' 15 50 8 a Alpha 'b c' Beta", ready: "Beta", keys: ["Tab", "Enter", "=Z", "Escape", "Down", "BTab", "Enter"]),
        Case(arguments: "--inputmenu 'Rename one' 15 50 8 a Alpha 'b c' Beta", ready: "Beta", keys: ["Down", "Enter"]),
        Case(arguments: "--treeview 'Pick a node' 15 50 8 root Root off 0 a 'Child A' on 1 a1 'Grand A1' on 2 b 'Child B' off 1",
             ready: "Grand A1", keys: ["Enter"]),
        Case(arguments: "--treeview 'Pick a node' 15 50 8 root Root off 0 a 'Child A' on 1 a1 'Grand A1' off 2 b 'Child B' off 1",
             ready: "Grand A1", keys: ["Down", "Down", "Space", "Enter"]),
        Case(arguments: "--buildlist 'Build it' 15 60 6 a Alpha on b Beta off c Gamma off d Delta on", ready: "Gamma", keys: ["Down", "Space", "Enter"]),
        Case(arguments: "--buildlist 'Build it' 15 60 6 a Alpha on b Beta off c Gamma off d Delta on", ready: "Gamma", keys: ["$", "Space", "Enter"]),
        // A digit moves nothing in dialog 1.3's build list, whichever list has the item.
        Case(arguments: "--buildlist 'Build it' 0 50 10 a Apple off b Banana on c Cherry off d Date on", ready: "Cherry", keys: ["=2", "Space", "Enter"]),
        Case(arguments: "--buildlist 'Build it' 0 50 10 a Apple off b Banana on c Cherry off d Date on", ready: "Cherry",
             keys: ["Down", "=2", "Space", "Enter"]),
        Case(arguments: "--reorder --buildlist 'Build it' 15 60 6 a Alpha on b Beta off c Gamma off d Delta on", ready: "Gamma",
             keys: ["Down", "Space", "Space", "Enter"]),
        Case(arguments: "--separate-output --buildlist 'Build it' 15 60 6 'a b' Alpha on 'x$' Beta off", ready: "Beta", keys: ["Space", "Enter"]),
        Case(arguments: "--mixedgauge 'Working' 15 50 42 one 0 two 1 three -30 four 8", ready: nil, keys: []),
        Case(arguments: "--tailbox notes.txt 10 40", ready: "second note", keys: ["Enter"]),
        Case(arguments: "--tailbox notes.txt 10 40", ready: "second note", keys: ["Escape"]),
        Case(arguments: "--tailbox missing.txt 10 40", ready: nil, keys: [], redirect: "2>/dev/null"),
        Case(arguments: "--tailboxbg notes.txt 10 40", ready: nil, keys: []),
        Case(arguments: "--programbox 'Log' 12 50", ready: "two", keys: ["Enter"], input: "printf 'one\\ntwo\\n'"),
        Case(arguments: "--programbox 12 50", ready: "two", keys: ["Escape"], input: "printf 'one\\ntwo\\n'"),
        Case(arguments: "--prgbox 'echo fine' 10 40", ready: "fine", keys: ["Enter"]),
        Case(arguments: "--prgbox Output 'echo failing; exit 3' 10 40", ready: "failing", keys: ["Enter"]),
        Case(arguments: "--fselect fs/ 15 60", ready: "apple.txt", keys: ["=b", "Tab", "Tab", "Tab", "Tab", "Space", "Enter"]),
        Case(arguments: "--fselect fs/ 15 60", ready: "apple.txt", keys: ["Tab", "Tab", "Tab", "Down", "Down", "Space", "=/", "Enter"]),
        Case(arguments: "--fselect fs/ 15 60", ready: "apple.txt", keys: ["=al", "Space", "=/", "=q", "Enter"]),
        Case(arguments: "--fselect fs/ 15 60", ready: "apple.txt", keys: ["Tab", "Tab", "Enter"]),
        Case(arguments: "--fselect fs/ 15 60", ready: "apple.txt", keys: ["=c", "BTab", "Space", "Enter"]),
        Case(arguments: "--dselect fs/ 15 60", ready: "alpha", keys: ["Tab", "Tab", "Tab", "Down", "Down", "Down", "Space", "Enter"]),
        Case(arguments: "--bogus-box 'Hello' 10 40", ready: nil, keys: [], redirect: "2>/dev/null"),
        Case(arguments: "--msgbox 'Hello' 10 wide", ready: nil, keys: [], redirect: "2>/dev/null"),
        // Issue 23, item 1: whiptail's spellings, Xdialog's and the "no" spellings, as dialog takes them.
        Case(arguments: "--yes-button Sure --no-button Nope --defaultno --yesno 'Proceed now?' 10 40", ready: "Nope", keys: ["Enter"]),
        Case(arguments: "--ok-button Select --cancel-button Exit --notags --menu 'Pick one' 15 50 4 a Alpha b Beta", ready: "Beta",
             keys: ["Down", "Enter"]),
        Case(arguments: "--noitem --nocancel --nook --shadow --scrolltext --fb --topleft --icon x --wmclass y --keep-colors --smooth --checklist 'Pick' 15 50 4 a on b off",
             ready: "Pick", keys: ["Down", "Space", "Enter"]),
        Case(arguments: "--max-input 3 --inputbox 'Your name' 10 40", ready: "Your name", keys: ["=abcdef", "Enter"]),
        Case(arguments: "--quoted --menu 'Pick one' 15 50 4 a Alpha 'b c' Beta", ready: "Beta", keys: ["Down", "Enter"]),
        Case(arguments: "--quoted --separate-output --checklist 'Pick' 15 50 4 'a b' Alpha on c Gamma on", ready: "Gamma", keys: ["Enter"]),
        Case(arguments: "--separate-output --radiolist 'Size' 15 50 4 s Small on", ready: nil, keys: [], redirect: "2>/dev/null"),
        Case(arguments: "--title T --print-maxsize", ready: nil, keys: [], redirect: "2>/dev/null"),
        // Item 2: chained boxes, each in turn, results joined as dialog joins them.
        Case(arguments: "--inputbox 'First box' 0 0 x --and-widget --inputbox 'Second box' 0 0 y", ready: "First box",
             keys: ["Enter", "Enter"]),
        Case(arguments: "--inputbox 'First box' 0 0 x --and-widget --inputbox 'Second box' 0 0 y", ready: "First box",
             keys: ["Tab", "Tab", "Enter", "Enter"]),
        Case(arguments: "--inputbox 'First box' 0 0 x --inputbox 'Second box' 0 0 y", ready: "First box", keys: ["Tab", "Tab", "Enter"]),
        Case(arguments: "--msgbox 'First box' 0 0 --inputbox 'Second box' 0 0 y --inputbox 'Third box' 0 0 z --msgbox 'Last box' 0 0",
             ready: "First box", keys: ["Enter", "Enter", "Enter", "Enter"]),
        Case(arguments: "--separate-widget :: --inputbox 'First box' 0 0 x --and-widget --menu 'Second box' 0 0 0 a Alpha b Beta",
             ready: "First box", keys: ["Enter", "Down", "Enter"]),
        Case(arguments: "--yesno 'First box' 0 0 --and-widget --title Next --msgbox 'Second box' 0 0", ready: "First box",
             keys: ["Tab", "Enter", "Enter"]),
        Case(arguments: "--inputbox 'First box' 0 0 x --and-widget --inputbox 'Second box' 0 0 y", ready: "First box", keys: ["Escape"]),
        // An error in the second box's options is met there, after the first box's result.
        Case(arguments: "--stdout --inputbox 'First box' 0 0 x --and-widget --frob 'Second box' 0 0", ready: "First box", keys: ["Enter"],
             redirect: ">res 2>/dev/null"),
        // Keys typed ahead reach the boxes they were typed for.
        Case(arguments: "--msgbox 'First box' 0 0 --and-widget --msgbox 'Second box' 0 0 --and-widget --inputbox 'Third box' 0 0 x",
             ready: "First box", keys: ["Enter", "Enter", "Enter"]),
        // Item 6: Space in a menu chooses; ↓ in a yes/no box moves nothing; the list keeps its
        // keys with a button focused (Tab Space toggles, Tab Down moves the list).
        Case(arguments: "--menu 'Pick one' 15 50 4 a Alpha b Beta c Gamma", ready: "Gamma", keys: ["Down", "Space"]),
        Case(arguments: "--yesno 'Proceed now?' 10 40", ready: "Proceed", keys: ["Down", "Enter"]),
        Case(arguments: "--checklist 'Pick' 15 50 4 a Alpha off b Beta off", ready: "Beta", keys: ["Tab", "Space", "Tab", "Enter"]),
        Case(arguments: "--menu 'Pick one' 15 50 4 a Alpha b Beta c Gamma", ready: "Gamma", keys: ["Tab", "Down", "Enter"]),
        Case(arguments: "--extra-button --menu 'Pick one' 15 50 4 a Alpha b Beta c Gamma", ready: "Gamma", keys: ["Tab", "Down", "Space"]),
        // ↓ moves between an input box's field and buttons as Tab does.
        Case(arguments: "--inputbox 'Your name' 10 40 Ada", ready: "Your name", keys: ["Down", "Down", "Enter"]),
        // --visit-items: the list is a stop of its own; letters on the buttons are theirs.
        Case(arguments: "--visit-items --menu 'Pick one' 15 50 4 a Alpha b Beta c Gamma", ready: "Gamma", keys: ["Tab", "Down", "Enter"]),
        Case(arguments: "--visit-items --checklist 'Pick' 15 50 4 a Alpha off b Beta off", ready: "Beta", keys: ["Tab", "Space", "Enter"]),
        Case(arguments: "--visit-items --menu 'Pick one' 15 50 4 a Alpha b Beta c Gamma", ready: "Gamma", keys: ["Tab", "=c"]),
        // --no-hot-list: letters move nothing, a digit still picks a row.
        Case(arguments: "--no-hot-list --menu 'Pick one' 15 50 4 a Alpha b Beta c Gamma", ready: "Gamma", keys: ["=c", "Enter"]),
        Case(arguments: "--no-hot-list --menu 'Pick one' 15 50 4 a Alpha b Beta c Gamma", ready: "Gamma", keys: ["=2", "Enter"]),
        Case(arguments: "--sleep 1 --msgbox 'Hello there' 10 40", ready: "Hello there", keys: ["Enter"]),
        // A button's letter is its first capital no button before it has.
        Case(arguments: "--yes-label ' Import ' --no-label ' Skip ' --yesno 'Proceed now?' 10 40", ready: "Import", keys: ["=s"]),
        Case(arguments: "--yes-label 'go on' --no-label 'stop' --yesno 'Proceed now?' 10 40", ready: "stop", keys: ["=s", "Enter"]),
        Case(arguments: "--yes-label Exit --no-label EXtra --yesno 'Proceed now?' 10 40", ready: "EXtra", keys: ["=x"]),
        Case(arguments: "--menu 'Pick' 15 50 4 ' Import' One ' Skip' Two", ready: "Two", keys: ["=s", "Enter"]),
        Case(arguments: "--menu 'Pick' 15 50 4 a Alpha b Beta c Gamma", ready: "Gamma", keys: ["=3", "Enter"]),
        // Paging: PgUp goes to the top of the page first (row counts aside).
        Case(arguments: "--menu 'Pick' 0 0 5 " + (1...20).map { "t\($0) item\($0)" }.joined(separator: " "), ready: "item5",
             keys: ["NPage", "Up", "PPage", "Enter"]),
        Case(arguments: "--checklist 'Pick' 0 0 5 " + (1...20).map { "t\($0) item\($0) off" }.joined(separator: " "), ready: "item5",
             keys: ["NPage", "Up", "PPage", "Space", "Enter"]),
        // Item 7: Help with --item-help names the item by its help text (--help-tags: its tag),
        // and DIALOG_ITEM_HELP gives its status.
        Case(arguments: "--help-button --item-help --menu 'Pick one' 15 50 4 a Alpha 'help a' 'b c' Beta 'help b'", ready: "Beta",
             keys: ["Down", "Tab", "Tab", "Enter"]),
        Case(arguments: "--help-button --item-help --help-tags --menu 'Pick one' 15 50 4 a Alpha 'help a' 'b c' Beta 'help b'", ready: "Beta",
             keys: ["Down", "Tab", "Tab", "Enter"]),
        Case(arguments: "--help-button --item-help --menu 'Pick one' 15 50 4 a Alpha 'help a' 'b c' Beta 'help b'", ready: "Beta",
             keys: ["Down", "Tab", "Tab", "Enter"], environment: "DIALOG_ITEM_HELP=4"),
        Case(arguments: "--help-button --item-help --help-status --checklist 'Pick' 15 50 4 a Alpha on 'help a' 'b c' Beta on 'help b'",
             ready: "Beta", keys: ["Down", "Tab", "Tab", "Enter"]),
        // With DIALOG_TIMEOUT set a timeout ends the run with its status and "timeout" on stderr.
        Case(arguments: "--timeout 1 --menu 'Pick one' 15 50 4 a Alpha b Beta", ready: "Beta", keys: [], environment: "DIALOG_TIMEOUT=5"),
        Case(arguments: "--timeout 1 --msgbox 'First box' 0 0 --and-widget --msgbox 'Second box' 0 0", ready: "First box", keys: [],
             environment: "DIALOG_TIMEOUT=5"),
    ]

    func testWhiptail() throws { try compareWithTool("whiptail", Self.whiptailCorpus) }
    func testDialog() throws { try compareWithTool("dialog", Self.dialogCorpus) }

    /// A directory holding `whiptail` and `dialog` links to the built popupctl.
    static func linkDirectory() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-compat-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in ["whiptail", "dialog"] {
            let link = directory.appendingPathComponent(name).path
            unlink(link)
            guard symlink(RepositoryPaths.popupctl, link) == 0 else { throw NSError(domain: "symlink", code: Int(errno)) }
        }
        return directory.path
    }
}
