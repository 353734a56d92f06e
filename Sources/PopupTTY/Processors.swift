import Glibc

/// The processors this process may run on.
public enum Processors {
    /// Online processors, at least 1.
    public static var online: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
