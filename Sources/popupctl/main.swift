import PopupCLI

#if canImport(Glibc)
import Glibc
#endif

let status = PopupCommand.run(Array(CommandLine.arguments.dropFirst()),
                              io: SystemIO(environment: ProcessEnvironment.current()))
exit(status)
