import Foundation
import XCTest

final class ThemeEndToEndTests: XCTestCase {
    override func setUp() async throws { try requireTmux() }

    func testWhiptailThemePaintsTheBlueBackdrop() throws {
        let run = try DialogRun("--theme whiptail -t Hello -m 'Blue all around' -b OK")
        let screen = run.tmux.waitForScreen(escapes: true, "blue backdrop") { $0.contains("Blue all around") && $0.contains("44m") }
        XCTAssertTrue(screen.contains("47m"), "grey window")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
        run.assertTerminalRestored()
    }

    /// Every built-in theme enters with its default transition (the box rises from below the
    /// screen) and answers; dark and light once crashed drawing their button separator off screen.
    func testEveryBuiltinThemeEntersWithTwoButtonsAndAList() throws {
        for theme in ["default", "dark", "light", "mono", "whiptail"] {
            let run = try DialogRun("--theme \(theme) -t Pick --item one --item two -b Take --cancel Leave",
                                    environment: ["POPUPCTL_REDUCE_MOTION": "0"])
            run.tmux.waitForScreen("\(theme): list and buttons") { $0.contains("› one") && $0.contains("Leave") }
            run.tmux.send("Enter")
            XCTAssertEqual(run.status(), 0, theme)
            XCTAssertEqual(run.stdout, "one\n", theme)
            run.assertTerminalRestored()
        }
    }

    func testThemeFromEnvironmentAndSetOverride() throws {
        let run = try DialogRun("--set title.color=red -t Hello -m 'Themed' -b OK",
                                environment: ["POPUPCTL_THEME": "./my.theme"],
                                before: "printf 'border.shape = double\\n' > my.theme")
        let screen = run.tmux.waitForScreen(escapes: true, "themed") { $0.contains("Themed") }
        XCTAssertTrue(screen.contains("╔"), "double border from the file")
        XCTAssertTrue(screen.contains("31m") || screen.contains("31;"), "red title from --set")
        run.tmux.send("Enter")
        XCTAssertEqual(run.status(), 0)
    }

    func testBadThemeFileIsAPreciseError() throws {
        let result = try Tmux.run(["sh", "-c", "cd /tmp && printf 'title.color = #ff8800\\nborder.shape = wobbly\\n' > bad-\(getpid()).theme && '\(Tmux.binaryDirectory.path)/popupctl' --theme ./bad-\(getpid()).theme -b OK 2>&1; echo status=$?; rm -f bad-\(getpid()).theme"])
        XCTAssertEqual(result.output, "popupctl: theme file './bad-\(getpid()).theme' line 2, 'border.shape': invalid value 'wobbly'; expected one of none, square, rounded, heavy, double, ascii\nstatus=125\n")
    }

    /// A bad POPUPCTL_THEME is named as such; a bare name that is a file in the current directory is
    /// read as a theme file.
    func testThemeValuesFromTheEnvironmentAndBareFileNames() throws {
        let binary = "'\(Tmux.binaryDirectory.path)/popupctl'"
        let bad = try Tmux.run(["sh", "-c", "POPUPCTL_THEME=nosuch \(binary) --print-frame -b A 2>&1; echo status=$?"])
        XCTAssertEqual(bad.output, "popupctl: invalid value 'nosuch' for 'POPUPCTL_THEME'; expected a theme file's path or one of default, dark, light, mono, whiptail\nstatus=125\n")
        let file = try Tmux.run(["sh", "-c", "cd /tmp && d=$(mktemp -d) && cd $d && printf 'border.shape = double\\n' > th1 && \(binary) --print-frame --no-color --size 30x6 --theme th1 -b A; echo status=$?; rm -rf $d"])
        XCTAssertTrue(file.output.contains("╔") && file.output.hasSuffix("status=0\n"), file.output)
    }

    func testThemeListNamesEveryBuiltinTheme() throws {
        let result = try Tmux.run(["\(Tmux.binaryDirectory.path)/popupctl", "--theme", "list"])
        XCTAssertEqual(result.status, 0)
        for name in ["default", "dark", "light", "mono", "whiptail"] {
            XCTAssertTrue(result.output.contains(name + " "), name)
        }
    }
}

extension ThemeEndToEndTests {
    /// After the dialog, nothing the terminal answered to our queries is waiting to be typed.
    func testBackgroundQueryLeavesNothingForTheShell() throws {
        for shell in ["sh", "bash"] {
            let script = """
            popupctl -m 'Query' -b OK > out.txt
            echo $? > status.tmp
            stty -icanon min 0 time 3
            dd bs=1 count=200 2>/dev/null | od -An -c > leftover.txt
            stty sane
            mv status.tmp status
            """
            let tmux = try Tmux(script: script, shell: shell, environment: ["COLORTERM": "truecolor"])
            tmux.waitFor("[ OK ]")
            tmux.send("Enter")
            XCTAssertEqual(tmux.waitForFile("status"), "0\n")
            XCTAssertEqual(tmux.read("leftover.txt").trimmingCharacters(in: .whitespacesAndNewlines), "", "stray reply under \(shell)")
        }
    }

    /// A pseudo-terminal that never answers: the dialog still runs and ends, and sent its query.
    func testSilentPseudoTerminal() throws {
        let binary = Tmux.binaryDirectory.appendingPathComponent("popupctl").path
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("silent-\(getpid()).log").path
        let result = try Tmux.run(["script", "-qfec", "env -u NO_COLOR TERM=xterm COLORTERM=truecolor '\(binary)' -m silent -b OK --timeout 0.3", log])
        defer { try? FileManager.default.removeItem(atPath: log) }
        XCTAssertEqual(result.status, 124)
        let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        XCTAssertTrue(output.contains("\u{1B}]11;?") || result.output.contains("\u{1B}]11;?"), "the query was sent: \(result.output.debugDescription.prefix(300))")
    }
}
