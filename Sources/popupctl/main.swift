import PopupCLI

import Glibc

let environment = ProcessEnvironment.current()
// Started in a tmux popup by another popupctl: its command line is run here, shown in the popup.
let status = PopupGuest.run(environment: environment) ?? FrontEnd.run(
    invokedAs: CommandLine.arguments.first ?? "", ProcessArguments.current(environment: environment), io: SystemIO(environment: environment))
exit(status)
