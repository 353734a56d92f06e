import PopupCLI

#if canImport(Glibc)
import Glibc
#endif

// Linked as whiptail or dialog, popupctl reads that tool's arguments and keeps its contract.
let arguments = CommandLine.arguments
let io = SystemIO(environment: ProcessEnvironment.current())
let status = CompatTool(invokedAs: arguments.first ?? "").map { CompatCommand.run($0, Array(arguments.dropFirst()), io: io) }
    ?? PopupCommand.run(Array(arguments.dropFirst()), io: io)
exit(status)
