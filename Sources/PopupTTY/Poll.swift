import Glibc

/// Waits for input on a few descriptors.
public enum Poll {
    public struct Ready: Sendable, Equatable {
        public var readable: [Int32]
        /// Descriptors that hung up or failed.
        public var broken: [Int32]
    }

    /// Waits up to `timeout` seconds (forever when nil). Interrupted by a signal: nothing ready.
    public static func wait(_ fds: [Int32], timeout: Double?) -> Ready {
        var pfds = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let milliseconds = timeout.map { Int32(max(0, min($0 * 1000, 86_400_000)).rounded(.up)) } ?? -1
        let count = poll(&pfds, nfds_t(pfds.count), milliseconds)
        guard count > 0 else { return Ready(readable: [], broken: []) }
        var readable: [Int32] = []
        var broken: [Int32] = []
        for pfd in pfds {
            if pfd.revents & Int16(POLLIN) != 0 { readable.append(pfd.fd) }
            if pfd.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { broken.append(pfd.fd) }
        }
        return Ready(readable: readable, broken: broken)
    }
}
