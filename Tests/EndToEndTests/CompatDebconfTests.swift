import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// debconf's dialog frontend over popupctl linked as whiptail (and as dialog with
/// DEBCONF_FORCE_DIALOG=1): a select, a multiselect, a string and a boolean question, answered
/// with keys, must land in debconf's database. Hermetic: a debconf.conf of our own keeps both
/// databases in the test's directory (DEBCONF_SYSTEMRC), and the frontend loads the templates
/// from `ask.templates` beside the script, so no package is installed.
final class CompatDebconfTests: XCTestCase {
    private static let templates = """
    Template: pctest/select
    Type: select
    Choices: red, green, blue
    Default: green
    Description: Pick a colour
     The colour of the thing.

    Template: pctest/multi
    Type: multiselect
    Choices: alpha, beta, gamma
    Default: alpha
    Description: Pick features
     Any number of them.

    Template: pctest/string
    Type: string
    Default: hello
    Description: Your name
     Type it.

    Template: pctest/bool
    Type: boolean
    Default: true
    Description: Proceed with it?
     Say yes or no.

    """

    private static let askScript = """
    #!/bin/sh
    set -e
    . /usr/share/debconf/confmodule
    for q in select multi string bool; do db_input critical pctest/$q || true; db_go || true; done
    for q in select multi string bool; do db_get pctest/$q; echo "$q=$RET"; done > answers.tmp
    mv answers.tmp answers
    """

    func testWhiptailFrontend() throws { try answer(forceDialog: false) }
    func testDialogFrontend() throws { try answer(forceDialog: true) }

    private func answer(forceDialog: Bool) throws {
        try requireTmux()
        guard FileManager.default.fileExists(atPath: "/usr/share/debconf/confmodule") else {
            print("⚠️  debconf is not installed: DEBCONF TESTS SKIPPED")
            throw XCTSkip("debconf is not installed")
        }
        let links = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-debconf-\(getpid())")
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        for name in ["whiptail", "dialog"] {
            unlink(links.appendingPathComponent(name).path)
            XCTAssertEqual(symlink(RepositoryPaths.popupctl, links.appendingPathComponent(name).path), 0)
        }
        let script = """
        cat > debconf.conf <<'END'
        Config: configdb
        Templates: templatedb

        Name: configdb
        Driver: File
        Filename: $PWD/config.dat

        Name: templatedb
        Driver: File
        Mode: 644
        Filename: $PWD/templates.dat
        END
        cat > ask.templates <<'END'
        \(Self.templates)END
        cat > ask <<'END'
        \(Self.askScript)
        END
        chmod +x ask
        export DEBCONF_SYSTEMRC="$PWD/debconf.conf" DEBIAN_FRONTEND=dialog
        \(forceDialog ? "export DEBCONF_FORCE_DIALOG=1" : "unset DEBCONF_FORCE_DIALOG")
        stty -g > stty.before
        PATH=\(Tmux.quote(links.path)):$PATH ./ask 2> err.txt
        st=$?
        stty -g > stty.after
        echo "$st" > status.tmp && mv status.tmp status
        """
        let tmux = try Tmux(script: script)
        tmux.waitFor("Pick a colour")
        tmux.send("Down")
        tmux.send("Enter")
        tmux.waitFor("Pick features")
        tmux.send("Down")
        tmux.send("Space")
        tmux.send("Enter")
        tmux.waitFor("Your name")
        tmux.send("BSpace")
        tmux.send("BSpace")
        tmux.type("x")
        tmux.send("Enter")
        tmux.waitFor("Say yes")
        tmux.send("Tab")
        tmux.send("Enter")
        XCTAssertEqual(tmux.waitForFile("status"), "0\n", "stderr: \(tmux.read("err.txt"))")
        XCTAssertEqual(tmux.read("answers"), "select=blue\nmulti=alpha, beta\nstring=helx\nbool=false\n")
        XCTAssertEqual(tmux.read("err.txt"), "")
        XCTAssertEqual(tmux.read("stty.after"), tmux.read("stty.before"))
    }
}
