import PopupCLI
import PopupTTY

import Glibc

// Before anything else: it may start popupctl again, with Swift's crash reporter kept off the terminal.
CrashReporterSetting.apply()
let environment = ProcessEnvironment.current()
let arguments = ProcessArguments.current(environment: environment)
let io = SystemIO(environment: environment)
// Linked as whiptail or dialog, popupctl reads that tool's arguments and keeps its contract.
let status = CompatTool(invokedAs: CommandLine.arguments.first ?? "").map { CompatCommand.run($0, arguments, io: io) }
    ?? PopupCommand.run(arguments, io: io)
exit(status)
