import Glibc

/// What every command we start begins with: each signal at its default (we ignore SIGPIPE, and a
/// command expects it), none blocked, and the process group (or session) `groupFlag` asks for:
/// POSIX_SPAWN_SETSID, POSIX_SPAWN_SETPGROUP (a group of its own, its number the command's), or
/// 0 to stay in ours.
enum SpawnDefaults {
    static func apply(to attributes: inout posix_spawnattr_t, groupFlag: Int32) {
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(groupFlag | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    }
}
