import Foundation
import PopupTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Two of the best-known dialog clients, as they call dialog: pi-hole v6's installer (its
/// welcome chain and its IPv6 question) and armbian-configng's menu, yes/no and radio list
/// wrappers, re-created in Tests/CompatFixtures (the real files cannot be fetched in CI), sourced
/// unchanged by a script with DIALOG=dialog, and answered with the same keys under the real
/// dialog and under popupctl linked as dialog: what the script sees must be the same.
final class CompatClientScriptTests: XCTestCase {
    /// A text to wait for on the screen, then the keys for that box.
    typealias Step = (waitFor: String, keys: [String])

    func testPiHoleWelcomeChainThenTheIPv6Question() throws {
        let script = """
        . \(Tmux.quote(RepositoryPaths.path("Tests/CompatFixtures/pihole-dialogs.sh")))
        ( welcomeDialogs ); echo "welcome $?" >> results
        ( confirm_ipv6_only ); echo "ipv6 $?" >> results
        """
        // Continue: the third box starts on Exit (--defaultno); Tab goes to Continue.
        try compare(script, [("This installer", ["Enter"]), ("free software", ["Enter"]), ("STATIC ADDRESS", ["Tab", "Enter"]),
                             ("IPv6 alone", ["Enter"])])
        // Exit at the third box, then "Exit" at the IPv6 question by its letter.
        try compare(script, [("This installer", ["Enter"]), ("free software", ["Enter"]), ("STATIC ADDRESS", ["Enter"]),
                             ("IPv6 alone", ["=e"])])
        // Esc on the first box ends the chain there.
        try compare(script, [("This installer", ["Escape"]), ("IPv6 alone", ["Enter"])])
    }

    func testArmbianMenuYesNoAndRadioListWrappers() throws {
        let script = """
        . \(Tmux.quote(RepositoryPaths.path("Tests/CompatFixtures/armbian-dialog-ui.sh")))
        choice=$(dialog_menu "config" "Pick a part" 0 100 10 --ok-button Select --cancel-button Exit --item-help -- \\
            System "  -  System settings" "Help for system" Network "  -  Network settings" "Help for network" \\
            Software "  -  Software" "Help for software")
        echo "menu $? [$choice]" >> results
        dialog_yesno "Reboot" "Reboot now?" "Reboot" "Later"
        echo "yesno $?" >> results
        pick=$(dialog_radiolist "Shell" "Pick the shell" 0 80 9 -- bash "Bourne again" ON zsh "Z shell" OFF fish "Friendly" OFF)
        echo "radio $? [$pick]" >> results
        """
        try compare(script, [("Pick a part", ["Down", "Enter"]), ("Reboot now?", ["Right", "Enter"]),
                             ("Pick the shell", ["Down", "Space", "Enter"])], shell: "bash")
        // Exit from the menu, Reboot by its letter, Esc in the radio list.
        try compare(script, [("Pick a part", ["Tab", "Enter"]), ("Reboot now?", ["=r"]), ("Pick the shell", ["Escape"])], shell: "bash")
    }

    /// Runs `script` with the real dialog and with popupctl as dialog, the same `steps` typed;
    /// the results it writes and the terminal it leaves must be the same.
    private func compare(_ script: String, _ steps: [Step], shell: String = "sh", file: StaticString = #filePath, line: UInt = #line) throws {
        try requireTmux()
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dialog") else {
            print("⚠️  dialog is not installed: CLIENT SCRIPT TESTS SKIPPED (apt-get install dialog; CI does)")
            throw XCTSkip("dialog is not installed")
        }
        let links = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-clients-\(getpid())")
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        unlink(links.appendingPathComponent("dialog").path)
        XCTAssertEqual(symlink(RepositoryPaths.popupctl, links.appendingPathComponent("dialog").path), 0)
        var results: [String] = []
        for path in ["/usr/bin", links.path] {
            let tmux = try Tmux(script: """
            export DIALOG=dialog PATH=\(Tmux.quote(path)):$PATH
            stty -g > stty.before
            \(script)
            stty -g > stty.after
            echo done >> results
            """, shell: shell)
            for step in steps {
                tmux.waitFor(step.waitFor, file: file, line: line)
                for key in step.keys {
                    if key.hasPrefix("=") { tmux.type(String(key.dropFirst())) } else { tmux.send(key) }
                }
            }
            Poll.until(timeout: 10) { tmux.read("results").hasSuffix("done\n") }
            results.append(tmux.read("results"))
            XCTAssertEqual(tmux.read("stty.after"), tmux.read("stty.before"), "termios after \(path)", file: file, line: line)
        }
        XCTAssertTrue(results[0].hasSuffix("done\n"), "the real dialog's run: \(results[0])", file: file, line: line)
        XCTAssertEqual(results[1], results[0], "what the script saw, popupctl as dialog against dialog", file: file, line: line)
    }
}
