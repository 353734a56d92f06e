/// When the host draws: input that pours in (items, progress lines, a paste read a byte at a
/// time) is read as fast as it comes, and the screen shows the newest of it at the frame rate,
/// not once a chunk.
struct FramePacer {
    /// A box draws its newest state at most this often while input pours in.
    static let frameInterval = 1.0 / 30

    /// Data came since the last frame: the next is drawn once a frame's time has passed.
    private(set) var dataSinceFrame = false
    /// Keys were read since the last frame: while more are readable at once (a paste into a box
    /// read a byte at a time, a held key), they are all read before the frame, at the frame rate.
    private var keysSinceFrame = false
    private var lastFrame = -Double.infinity
    /// A frame has shown some of the data: until then, data is drawn as it comes (the first
    /// items of a list must not wait a frame's time after the empty first frame).
    private var drewData = false

    mutating func noteData() { dataSinceFrame = true }
    mutating func noteKeys() { keysSinceFrame = true }

    /// Whether a frame is due at `now`: not while data keeps coming within a frame's time of the
    /// last (once some was drawn), nor while keys typed since then are still readable.
    func isDue(now: Double, keysReadable: @autoclosure () -> Bool) -> Bool {
        let typing = keysSinceFrame && within(now) && keysReadable()
        return (!dataSinceFrame || !drewData || !within(now)) && !typing
    }

    /// `now` is within a frame's time of the last frame.
    func within(_ now: Double) -> Bool { now - lastFrame < Self.frameInterval }

    /// A frame was drawn at `now`.
    mutating func drew(at now: Double) {
        lastFrame = now
        if dataSinceFrame { drewData = true }
        dataSinceFrame = false
        keysSinceFrame = false
    }

    /// How long until the data that came is due on screen, from `now`.
    func dataWait(now: Double) -> Double? {
        guard dataSinceFrame else { return nil }
        return drewData ? lastFrame + Self.frameInterval - now : 0
    }
}
