import Foundation
import PopupTTY
import XCTest

/// An answer file's identity (what its replay position is kept under) tells a file made anew on
/// a removed file's inode from the removed one: their birth times differ. Without it, a new
/// recording met the old one's position and replayed from the middle.
final class FileIdentityTests: XCTestCase {
    func testAFileMadeOnAReusedInodeIsAnotherFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popupctl-identity-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("first.jsonl").path
        try "{}\n".write(toFile: first, atomically: false, encoding: .utf8)
        let before = try LockedFile.identity(of: first)
        let inode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: first)[.systemFileNumber] as? Int)
        try FileManager.default.removeItem(atPath: first)
        // File systems such as ext4 give the freed inode to the next file made in the directory.
        for attempt in 0..<20 {
            let next = directory.appendingPathComponent("next-\(attempt).jsonl").path
            try "{}\n".write(toFile: next, atomically: false, encoding: .utf8)
            guard (try FileManager.default.attributesOfItem(atPath: next)[.systemFileNumber] as? Int) == inode else { continue }
            XCTAssertNotEqual(try LockedFile.identity(of: next), before, "a new file on the same device and inode")
            return
        }
        throw XCTSkip("this file system gave no removed inode again")
    }
}
