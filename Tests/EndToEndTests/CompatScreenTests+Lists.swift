import XCTest

/// dialog's boxes of lists and paths, as dialog draws them: the file selection's lists and path
/// in frames, the build list's two framed lists with their scroll marks, the inputmenu's framed
/// entries, the tree view, and the mixed and password forms, with the keys that change them.
extension CompatScreenTests {
    static let dialogListBoxes: [Case] = [
        Case(arguments: "--title Open --fselect ./ 14 54", ready: "notes.txt"),
        // The focus moves to the directories, then to the files; their highlights follow.
        Case(arguments: "--title Open --fselect ./ 10 60", ready: "notes.txt", keys: ["BTab", "Down"]),
        Case(arguments: "--title Open --fselect ./ 10 60", ready: "notes.txt", keys: ["BTab", "BTab", "Down", "Down"]),
        Case(arguments: "--title Open --fselect ./ 10 60", ready: "notes.txt", keys: ["=n"]),
        // Lists longer than their frames: the marks and the percentage on the frames.
        Case(arguments: "--title Open --fselect /etc/ 6 50", ready: "Files", keys: ["BTab", "Down", "Down", "Down", "Down", "Down", "Down", "Down"]),
        Case(arguments: "--title Folder --dselect ./ 8 50", ready: "Directories", keys: ["BTab", "Down"]),
        // Given a name without a slash, dialog lists nothing until one is typed.
        Case(arguments: "--title Open --fselect notes 10 54", ready: "Files"),
        Case(arguments: "--title Open --fselect notes 10 54", ready: "Files", keys: ["=/"]),
        Case(arguments: "--title Packages --buildlist 'Install which?' 12 54 5 curl curl on git git off jq jq on vim vim off",
             ready: "Install which"),
        Case(arguments: "--title Packages --buildlist 'Install which?' 12 54 3 a Alpha off b Beta on c Gamma off d Delta off "
             + "e Epsilon off f Zeta off", ready: "Install which", keys: ["Down", "Down", "Down", "Space"]),
        Case(arguments: "--title Hosts --inputmenu 'Rename a host' 14 50 3 web 'web-01' db 'db-01'", ready: "Rename a host",
             keys: ["Down"]),
        Case(arguments: "--title Hosts --inputmenu 'Rename a host' 14 50 3 web 'web-01' db 'db-01'", ready: "Rename a host",
             keys: ["Tab", "Enter", "=x"]),
        // Entries of three rows scroll by entries, the marks on the list's frame.
        Case(arguments: "--title Hosts --inputmenu 'Rename' 12 40 3 a 1 b 2 c 3 d 4 e 5", ready: "Rename", keys: ["Down", "Down", "Down"]),
        Case(arguments: "--title Tree --treeview 'Pick a node' 12 50 5 root Root off 0 etc etc on 1 ssh ssh off 2 usr usr off 1",
             ready: "Pick a node", keys: ["Down"]),
        Case(arguments: "--title Tree --treeview 'Pick a node' 12 50 5 root Root off 0 etc etc on 1 ssh ssh off 2 usr usr off 1",
             ready: "Pick a node", keys: ["Tab"]),
        Case(arguments: "--title Account --form 'Your details' 12 50 2 Name: 1 1 Ada 1 10 20 0 Email: 2 1 ada@example.org 2 10 30 0",
             ready: "Your details", keys: ["Down", "Tab"]),
        Case(arguments: "--title Login --mixedform 'Sign in' 11 50 3 User: 1 1 pi 1 10 20 0 0 Password: 2 1 '' 2 10 20 0 1 "
             + "Host: 3 1 example.org 3 10 20 0 2", ready: "Sign in", keys: ["=ab", "Down", "=secret"]),
        Case(arguments: "--title Login --passwordform 'Sign in' 11 50 2 User: 1 1 pi 1 10 20 0 Password: 2 1 abc 2 10 20 0",
             ready: "Sign in", keys: ["=xy", "Tab"]),
        Case(arguments: "--insecure --title Login --passwordform 'Sign in' 11 50 2 User: 1 1 pi 1 10 20 0 Password: 2 1 abc 2 10 20 0",
             ready: "Sign in", keys: ["=xy"]),
    ]

    /// Cell for cell, colours too.
    func testDialogsListAndPathBoxesLookLikeDialogs() throws { try compare("dialog", Self.dialogListBoxes, colourSlack: 0) }
}
