// Linux numbers Glibc's Swift module does not export (F_SETPIPE_SZ and POSIX_SPAWN_SETSID sit
// behind _GNU_SOURCE, and TIOCGDEV is a macro the importer cannot evaluate), named once here with
// their C names.

/// F_SETPIPE_SZ, F_LINUX_SPECIFIC_BASE (1024) + 7 on every architecture: sets a pipe's capacity.
let F_SETPIPE_SZ: Int32 = 1031

/// TIOCGDEV, _IOR('T', 0x32, unsigned int) in the generic ioctl encoding (x86-64, aarch64): the
/// device number of the terminal behind a descriptor.
let TIOCGDEV: UInt = 0x8004_5432

/// POSIX_SPAWN_SETSID (glibc 2.26), 0x80: the spawned process calls setsid(), a session and a
/// process group of its own with no controlling terminal.
let POSIX_SPAWN_SETSID: Int32 = 0x80
