@testable import PopupCLI
import PopupTestSupport

extension ToolProfile {
    /// The one box `arguments` ask for, read in a world of no files.
    func readBox(_ arguments: [String]) throws -> CompatRequest {
        try readArguments(arguments, MemoryIO()).firstBox
    }

    /// The whole command line, read in a world of no files.
    func read(_ arguments: [String], environment: [String: String] = [:]) throws -> CompatInvocation {
        try readArguments(arguments, MemoryIO(environment: environment))
    }
}
