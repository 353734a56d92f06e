import Foundation
import PopupTestSupport
import XCTest

/// README's cookbook, run as it is printed (issue 30 items 1 and 9): each recipe after a
/// `<!-- recipe: guard=CMD cancel=LABEL ok=LABEL items=TAG values=TEXT fails=CMD expect=LINE -->` marker runs
/// with no terminal in a directory of its own, the commands it guards replaced by stubs that
/// only write down that they ran. Answered with its cancel button the guarded command never
/// runs; with its affirmative it does; a recipe around a command (`fails=`) runs it only when
/// that command succeeds.
final class ReadmeRecipeTests: XCTestCase {
    struct Recipe {
        var options: [String: String]
        var script: String
    }

    /// The commands the recipes guard or call that must not really run.
    private static let stubs = ["rm", "git", "less", "psql", "vi", "reboot", "make"]

    static func recipes() throws -> [Recipe] {
        let lines = try String(contentsOfFile: RepositoryPaths.path("README.md"), encoding: .utf8).components(separatedBy: "\n")
        var recipes: [Recipe] = []
        let prefix = "<!-- recipe: "
        for (index, line) in lines.enumerated() where line.hasPrefix(prefix) && line.hasSuffix(" -->") {
            var options: [String: String] = [:]
            for word in line.dropFirst(prefix.count).dropLast(4).split(separator: " ") {
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                if parts.count == 2 { options[parts[0]] = parts[1] }
            }
            guard index + 1 < lines.count, lines[index + 1] == "```sh", let end = lines[(index + 2)...].firstIndex(of: "```") else {
                XCTFail("no ```sh block after \(line)")
                continue
            }
            recipes.append(Recipe(options: options, script: lines[(index + 2)..<end].joined(separator: "\n")))
        }
        return recipes
    }

    /// Runs `recipe` with no terminal; what the stubs wrote down, one command a line.
    private func run(_ recipe: Recipe, answer: String?, failing: String? = nil) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("readme-recipe-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let bin = directory.appendingPathComponent("stubs")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("photos"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        for name in ["build.log", "test.log", "a.tmp", "b.tmp", "notes.txt"] {
            try "x\n".write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let ran = directory.appendingPathComponent("ran.log")
        let stub = "#!/bin/sh\nprintf '%s\\n' \"${0##*/} $*\" >> \"$RAN_LOG\"\n[ \"$STUB_FAIL\" = \"${0##*/}\" ] && exit 2\nexit 0\n"
        for name in Self.stubs {
            try stub.write(to: bin.appendingPathComponent(name), atomically: true, encoding: .utf8)
            chmod(bin.appendingPathComponent(name).path, 0o755)
        }
        try stub.write(to: directory.appendingPathComponent("deploy.sh"), atomically: true, encoding: .utf8)
        chmod(directory.appendingPathComponent("deploy.sh").path, 0o755)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["-w", "sh", "-c", recipe.script]
        process.currentDirectoryURL = directory
        var environment = ["PATH": "\(bin.path):\(Tmux.binaryDirectory.path):/usr/bin:/bin", "LANG": "C.UTF-8",
                           "HOME": directory.path, "RAN_LOG": ran.path]
        if let answer { environment["POPUPCTL_ANSWER"] = answer }
        if let items = recipe.options["items"] { environment["POPUPCTL_ITEMS"] = items }
        if let values = recipe.options["values"] { environment["POPUPCTL_VALUES"] = values }
        if let failing { environment["STUB_FAIL"] = failing }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        if !Poll.until(timeout: 20, { !process.isRunning }).met {
            process.terminate()
            XCTFail("recipe still running after 20 s: \(recipe.script)")
        }
        process.waitUntilExit()
        return (try? String(contentsOf: ran, encoding: .utf8)) ?? ""
    }

    private func guarded(_ ran: String, _ command: String) -> Bool {
        ran.split(separator: "\n").contains { $0 == command || $0.hasPrefix(command + " ") }
    }

    func testEveryRecipeGuardsItsCommandOnTheAffirmative() throws {
        let recipes = try Self.recipes()
        XCTAssertGreaterThanOrEqual(recipes.count, 10, "the cookbook's recipes")
        for recipe in recipes {
            guard let command = recipe.options["guard"] else {
                XCTFail("a recipe names the command it guards: \(recipe.script)")
                continue
            }
            if let cancel = recipe.options["cancel"] {
                let ran = try run(recipe, answer: cancel)
                XCTAssertFalse(guarded(ran, command), "answered \(cancel), \(command) ran:\n\(recipe.script)\n\(ran)")
            }
            if let ok = recipe.options["ok"] {
                let ran = try run(recipe, answer: ok)
                XCTAssertTrue(guarded(ran, command), "answered \(ok), \(command) did not run:\n\(recipe.script)\n\(ran)")
                // `expect=git_switch_-c_fix-login`: the command got the content alone (`_` is a space).
                if let expected = recipe.options["expect"] {
                    XCTAssertTrue(ran.split(separator: "\n").contains { $0 == expected.replacing("_", with: " ") }, "\(expected): \(ran)")
                }
            }
            if let failing = recipe.options["fails"] {
                XCTAssertFalse(guarded(try run(recipe, answer: nil, failing: failing), command), "\(failing) failed: \(recipe.script)")
                XCTAssertTrue(guarded(try run(recipe, answer: nil), command), "\(failing) succeeded: \(recipe.script)")
            }
        }
    }
}
