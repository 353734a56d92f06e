import PopupCLI

#if canImport(Glibc)
import Glibc
#endif

let environment = ProcessEnvironment.current()
let status = PopupCommand.run(ProcessArguments.current(environment: environment), io: SystemIO(environment: environment))
exit(status)
