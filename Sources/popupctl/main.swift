import PopupCLI
import PopupTTY

import Glibc

// Before anything else: a crash anywhere puts the terminal back and never waits for a key.
SignalRelay.guardCrashes()
let environment = ProcessEnvironment.current()
// Started in a tmux popup by another popupctl: its command line is run here, shown in the popup.
let status = PopupGuest.run(environment: environment) ?? FrontEnd.run(
    invokedAs: CommandLine.arguments.first ?? "", ProcessArguments.current(environment: environment), io: SystemIO(environment: environment))
exit(status)
