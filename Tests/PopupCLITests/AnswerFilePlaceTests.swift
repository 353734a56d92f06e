import Foundation
import PopupCore
import PopupTTY
import XCTest
@testable import PopupCLI
import PopupTestSupport

/// Answer files work the way scripts are run (issue 30 item 6): the paths in the environment are
/// absolute or refused at the first dialog, and nothing is written beside the answer file, so a
/// read-only checkout replays.
final class AnswerFilePlaceTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("answer-place-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        chmod(directory.path, 0o755)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
            if let progress = try? AnswerFile.progressPath(of: path(name)) { try? FileManager.default.removeItem(atPath: progress) }
        }
        try? FileManager.default.removeItem(at: directory)
    }

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    private let deploy = ["-t", "Deploy?", "-b", "Deploy", "-c", "Abort"]

    func testARelativePathInTheEnvironmentIsRefusedAtTheFirstDialog() {
        for variable in ["POPUPCTL_RECORD", "POPUPCTL_ANSWER_FILE"] {
            let io = MemoryIO(environment: [variable: "install.answers"])
            XCTAssertEqual(io.run(deploy + ["--answer", "Deploy"]), 125, variable)
            XCTAssertEqual(io.stderr, "popupctl: \(variable) is a relative path, 'install.answers': a script that changes directory "
                           + "would use two files; give an absolute one (\(variable)=\"$PWD/install.answers\")\n")
            XCTAssertEqual(io.stdout, "")
        }
    }

    func testNothingIsWrittenBesideTheAnswerFileAndAReadOnlyCheckoutReplays() throws {
        let file = path("install.answers")
        XCTAssertEqual(MemoryIO(environment: ["POPUPCTL_RECORD": file]).run(deploy + ["--answer", "Deploy"]), 0)
        XCTAssertEqual(MemoryIO(environment: ["POPUPCTL_RECORD": file]).run(deploy + ["--answer", "Abort"]), 1)
        chmod(file, 0o444)
        chmod(directory.path, 0o555)
        let first = MemoryIO(environment: ["POPUPCTL_ANSWER_FILE": file])
        XCTAssertEqual(first.run(deploy), 0, first.stderr)
        let second = MemoryIO(environment: ["POPUPCTL_ANSWER_FILE": file])
        XCTAssertEqual(second.run(deploy), 1, second.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["install.answers"])
        XCTAssertTrue(try AnswerFile.progressPath(of: file).hasPrefix(RuntimeDirectory.path + "/"), "kept in the runtime directory")
    }
}

