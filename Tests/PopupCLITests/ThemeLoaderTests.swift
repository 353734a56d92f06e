import XCTest
@testable import PopupCLI
import PopupCore
import PopupTestSupport

/// Where the theme comes from: `--theme`, POPUPCTL_THEME, `--set base=`, and the words of its errors.
final class ThemeLoaderTests: XCTestCase {
    private func run(_ arguments: [String], environment: [String: String] = [:], files: [String: String] = [:]) -> (Int32, MemoryIO) {
        let io = MemoryIO(environment: environment, files: files.mapValues { Array($0.utf8) })
        let status = PopupCommand.run(["--print-frame", "--no-color", "--size", "40x8", "-t", "T", "-b", "A"] + arguments, io: io)
        return (status, io)
    }

    private func theme(_ arguments: [String], environment: [String: String] = [:], files: [String: String] = [:]) throws -> Theme {
        let io = MemoryIO(environment: environment, files: files.mapValues { Array($0.utf8) })
        return try ThemeLoader.load(try InvocationBuilder.build(ArgumentParser.parse(arguments)), io: io).checked()
    }

    func testSetBaseChoosesTheThemeUnderTheOtherSettings() throws {
        let expected = try theme(["--theme", "dark", "--set", "title.color=red"])
        XCTAssertEqual(try theme(["--set", "base=dark", "--set", "title.color=red"]), expected)
        XCTAssertEqual(try theme(["--set", "title.color=red", "--set", "base=dark"]), expected, "base applies first, wherever it is")
        XCTAssertEqual(try theme(["--theme", "light", "--set", "title.color=red", "--set", "base=dark"]), expected)
        XCTAssertEqual(try theme(["--set", "base=dark"], environment: ["POPUPCTL_THEME": "whiptail"]), BuiltinThemes.named("dark"))
    }

    func testErrorsNameWhereTheValueCameFrom() {
        let expected = "expected a theme file's path or one of default, dark, light, mono, whiptail"
        for (arguments, environment, message) in [
            ([], ["POPUPCTL_THEME": "nosuch"], "invalid value 'nosuch' for 'POPUPCTL_THEME'; \(expected)"),
            (["--theme", "nosuch"], [:], "invalid value 'nosuch' for '--theme'; \(expected)"),
            ([], ["POPUPCTL_THEME": "drak"], "invalid value 'drak' for 'POPUPCTL_THEME'; \(expected) (did you mean 'dark'?)"),
            (["--set", "base=neon"], [:], "--set 'base': unknown theme 'neon'; expected one of default, dark, light, mono, whiptail"),
        ] {
            let (status, io) = run(arguments, environment: environment)
            XCTAssertEqual(status, 125)
            XCTAssertEqual(io.stderr, "popupctl: \(message)\n")
        }
    }

    /// A value that names a file is read as a theme file even without '/' or '.'; a built-in name
    /// comes first.
    func testAnExistingFileIsAThemeFileAndBuiltinNamesWin() throws {
        let files = ["th1": "border.shape = double\n", "dark": "border.shape = ascii\n"]
        XCTAssertEqual(try theme(["--theme", "th1"], files: files).border, .double)
        XCTAssertEqual(try theme([], environment: ["POPUPCTL_THEME": "th1"], files: files).border, .double)
        XCTAssertEqual(try theme(["--theme", "dark"], files: files), BuiltinThemes.named("dark"))
        let (status, io) = run(["--theme", "./missing.theme"])
        XCTAssertEqual(status, 125)
        XCTAssertEqual(io.stderr, "popupctl: cannot read './missing.theme': no such file or directory\n")
    }
}
