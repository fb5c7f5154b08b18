/// One entry of the timeline the bundled library records in the process of an example marked
/// `marbles` (RxSubjects' `TimelineRecorder` writes them; the runner takes them out of the output).
///
/// A *line* is a subject, a relay or a shared sequence (a `Driver`, a `Signal`), or what an
/// operator's sequence hands one subscriber; a *subscription* is one subscriber's. Both are
/// numbered from 1 in the order they appear in the run.
package enum TimelineEntry: Hashable, Sendable, Codable {
    /// A line was made: `kind` is `PublishSubject`, `BehaviorSubject`, `ReplaySubject`,
    /// `AsyncSubject` or `share`, or `operator` for a closure's subscription to an operator's
    /// sequence, which is that line's one subscription; `element` is its element type.
    case line(Int, kind: String, element: String)
    /// The line is the inside of a relay or a trait, which gives it its name (`PublishRelay`,
    /// `Driver`), or an `operator` line, named after its operator (`combineLatest`).
    case name(Int, String)
    /// The line was sent an event, delivered or not.
    case event(Int, TimelineEvent)
    /// The subject was disposed.
    case disposed(Int)
    /// A subscription to a line began; `feeds` is the line it subscribed on behalf of, if any (a
    /// shared sequence connecting to its source, a subject subscribed as an observer).
    case subscribe(line: Int, subscription: Int, feeds: Int?)
    /// A subscription was handed an event.
    case deliver(Int, TimelineEvent)
    /// A subscription was disposed.
    case dispose(Int)

    /// Reads one entry as the library writes it, or nil for text it does not write.
    package init?(_ text: Substring) {
        let words = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard words.count >= 2, let number = Int(words[1]) else { return nil }
        let rest = words.count > 2 ? words[2] : nil
        switch words[0] {
        case "line":
            guard let rest else { return nil }
            let parts = rest.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
            self = .line(number, kind: String(parts[0]), element: parts.count > 1 ? String(parts[1]) : "")
        case "name":
            guard let rest else { return nil }
            self = .name(number, String(rest))
        case "next", "error", "completed":
            guard let event = TimelineEvent(kind: words[0], value: rest) else { return nil }
            self = .event(number, event)
        case "disposed":
            self = .disposed(number)
        case "subscribe":
            let parts = rest?.split(separator: " ") ?? []
            guard let subscription = parts.first.flatMap({ Int($0) }) else { return nil }
            self = .subscribe(line: number, subscription: subscription, feeds: parts.count > 1 ? Int(parts[1]) : nil)
        case "deliver":
            guard let rest else { return nil }
            let parts = rest.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
            guard let event = TimelineEvent(kind: parts[0], value: parts.count > 1 ? parts[1] : nil) else { return nil }
            self = .deliver(number, event)
        case "dispose":
            self = .dispose(number)
        default:
            return nil
        }
    }
}

/// An event in a timeline: an element's or error's text as `String(describing:)` gives it, with
/// control characters escaped (`\n`) and at most 200 characters kept.
package enum TimelineEvent: Hashable, Sendable, Codable {
    case next(String)
    case error(String)
    case completed

    init?(kind: Substring, value: Substring?) {
        switch kind {
        case "next": self = .next(String(value ?? ""))
        case "error": self = .error(String(value ?? ""))
        case "completed": self = .completed
        default: return nil
        }
    }

    /// True for `error` and `completed`, after which a subscription receives nothing more.
    package var isTerminal: Bool {
        if case .next = self { false } else { true }
    }
}
