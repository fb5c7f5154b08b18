/// What RxRelays and RxCocoaTraits need of the timeline (see `TimelineRecorder`): whether the
/// process records one, and a way to name the line of a subject or shared sequence after the relay
/// or trait built on it. Not part of the library's interface.
@_spi(RxTimeline)
public enum RxTimeline {
    /// Whether this process records a timeline.
    public static var isRecording: Bool {
        TimelineRecorder.shared != nil
    }

    /// Names the line of `source` (a subject, or what `share` returned) `name`, when it has a line.
    ///
    /// - Parameters:
    ///   - source: The subject or shared sequence inside the relay or trait.
    ///   - name: The relay's or trait's type, such as `PublishRelay`; evaluated only when recording.
    public static func name(_ source: AnyObject, _ name: @autoclosure () -> String) {
        guard isRecording, let line = (source as? TimelineParticipant)?.timeline else { return }
        line.rename(name())
    }
}
