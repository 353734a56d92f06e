import PopupCore
import PopupKit

/// popupctl linked as `whiptail` or `dialog`: that tool's arguments in, its result bytes on its
/// result descriptor, its exit status out; one dialog model and one runner with popupctl's own.
/// Everything that makes the tool itself is its profile (`ToolProfile.whiptail`,
/// `ToolProfile.dialog`, each in its tool's folder with its box table and look).
struct CompatDialect: Dialect, Equatable {
    let profile: ToolProfile

    var names: [String] { [profile.name] }

    func wording(environment: [String: String]) -> ErrorWording {
        .compat(profile, environment: environment)
    }

    func read(_ arguments: [String], io: CommandIO) throws -> DialectReading {
        // What was typed before the tool started is dropped now, as its curses drops it; what
        // is typed from now on is kept for the boxes (`ToolProfile.keepsTypeAhead`).
        if profile.keepsTypeAhead { io.discardTypedAhead() }
        let invocation = try profile.readArguments(arguments, io)
        if !invocation.notes.isEmpty { io.writeStderr(invocation.notes) }
        let results = Plan.ResultSink.descriptor(invocation.outputFD)
        switch invocation.action {
        case .help:
            return .printed(Printed(Array(CompatHelp.usage(profile).utf8), to: .stdout))
        case .version:
            return .printed(Printed(Array(CompatHelp.version(profile).utf8), to: .stdout))
        case .printVersion:
            return .printed(Printed(Array(CompatHelp.version(profile).utf8), to: results))
        case .printMaxSize:
            return .printed(Printed(try Self.notice(.maxSize, profile, io: io), to: results))
        case .nothing:
            // Options that only report, and nothing to show.
            let notices = try invocation.steps.flatMap(\.notices).flatMap { try Self.notice($0, profile, io: io) }
            return .printed(Printed(notices, to: results))
        case .show:
            break
        }
        guard io.descriptorIsOpen(invocation.outputFD) else { throw CompatError.badOutputDescriptor(invocation.outputFD) }
        // One copy, shared by every box's plan: what a tmux popup runs again.
        return .show(CompatChain.plans(invocation, commandLine: [profile.name] + arguments, io: io))
    }

    /// What dialog writes for an option that reports: the screen's size as it reports it, its version.
    static func notice(_ notice: CompatInvocation.Notice, _ profile: ToolProfile, io: CommandIO) throws -> [UInt8] {
        switch notice {
        case .maxSize:
            // Scripts size their boxes from it.
            let size = io.openTerminal()?.size ?? Size(width: 80, height: 24)
            return Array("MaxSize: \(size.height), \(size.width)\n".utf8)
        case .version:
            return Array(CompatHelp.version(profile).utf8)
        }
    }
}
