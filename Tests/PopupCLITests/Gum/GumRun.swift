@testable import PopupCLI
import PopupCore
import PopupKit
import PopupTestSupport

/// popupctl run as `gum` in memory: `keys` typed one after another once the popup is drawn.
enum GumRun {
    static let enter = "\r"
    static let escape = "\u{1B}"
    static let down = "\u{1B}[B"
    static let space = " "
    static let ctrlC = "\u{03}"
    static let ctrlJ = "\n"

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var drawn: String
    }

    static func run(_ arguments: [String], keys: [String] = [], environment: [String: String] = [:], stdin: String? = nil,
                    terminal: Bool = true, stdoutIsTerminal: Bool = false, program: String = "gum",
                    wait: Double = 0.05) -> Result {
        let io = MemoryIO(environment: environment.merging(["POPUPCTL_REDUCE_MOTION": "1"]) { given, _ in given },
                          stdin: Array((stdin ?? "").utf8))
        io.stdinIsTerminal = stdin == nil
        io.stdoutIsTerminal = stdoutIsTerminal
        let memory = MemoryTerminal(size: Size(width: 80, height: 24),
                                    script: keys.flatMap { [MemoryTerminal.Step.wait(wait), .text($0)] })
        if terminal { io.terminal = memory }
        let status = FrontEnd.run(invokedAs: program, arguments, io: io)
        return Result(status: status, stdout: io.stdout, stderr: io.stderr, drawn: memory.outputText)
    }
}
