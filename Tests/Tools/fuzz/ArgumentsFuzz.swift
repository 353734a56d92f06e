import PopupCLI
import PopupCore
import PopupKit
import PopupTestSupport

/// libFuzzer target: NUL-separated bytes as argv through the whole command (parser, builder,
/// resolver, run loop on a terminal in memory). Beyond not crashing: exit 125 comes with exactly
/// one line on stderr, any other status with none, and stdout/stderr hold no raw escape. A first
/// word `whiptail` or `dialog` fuzzes that dialect: it must exit with one of the tool's statuses. A
/// first word that is a gum verb may write to stderr with any status, as gum does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    let io = MemoryIO.drawing(size: Size(width: 60, height: 16), script: [.text("\t"), .text("x"), .text("\r")],
                             stdin: Array("from stdin\nline two".utf8))
    // A first word naming whiptail or dialog reads the rest as that tool does.
    let name = arguments.first?.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init)
    if let tool = arguments.first, let name, ["whiptail", "dialog"].contains(name) {
        let status = FrontEnd.run(invokedAs: tool, Array(arguments.dropFirst()), io: io)
        guard [0, 1, 2, 3, 255].contains(status) else { fatalError("\(tool) exited \(status): \(io.stderr.debugDescription)") }
        return 0
    }
    let status = PopupCommand.run(arguments, io: io)
    let lines = io.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    // `popupctl VERB` follows gum's contract: `log` writes to stderr, `spin` exits with its command's status.
    let gumVerbs: Set<String> = ["choose", "confirm", "file", "filter", "format", "input", "join", "log", "pager", "spin",
                                 "style", "table", "write"]
    let followsGum = arguments.first.map(gumVerbs.contains) ?? false
    if status == 125 {
        guard lines.count == 2, lines[1].isEmpty, io.stderr.hasPrefix("popupctl: ") else {
            fatalError("125 without one stderr line: \(io.stderr.debugDescription)")
        }
    } else if !io.stderr.isEmpty && !followsGum {
        fatalError("status \(status) with stderr \(io.stderr.debugDescription)")
    }
    if io.stderr.utf8.contains(0x1B) || io.stdout.utf8.contains(0x1B) {
        fatalError("raw ESC written: \(io.stdout.debugDescription) \(io.stderr.debugDescription)")
    }
    return 0
}
