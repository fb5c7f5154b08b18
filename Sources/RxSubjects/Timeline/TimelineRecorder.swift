#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes down what the subjects, relays and shared sequences of this process do, when asked: the
/// events each one is sent, and each subscription's start, deliveries and end, in the order they
/// happen. bookgen asks for it in the process of an example marked `marbles`, and draws the
/// example's marble diagram from it.
///
/// It is asked for by the environment variable `RXSUBJECTS_TIMELINE`, read once, when the process
/// first makes a subject or subscribes closures. A subject made while it is unset keeps `nil` where
/// a recording subject keeps its `TimelineLine`, and never looks again: what recording costs it is
/// one test of that `nil` per event, subscription and disposal, outside the delivery loop. A
/// subscription of closures (`subscribe(onNext:...)`) tests `shared` once; operators pay nothing.
///
/// Each entry is printed as a line of its own, `"\n" + prefix + " " + entry`, where the prefix is
/// the variable's value; printing it with `print` keeps its place among what the program itself
/// prints, and the leading newline starts it on a line of its own whatever was printed before (the
/// reader of the output removes the whole line, newline included). The entries, with `L` a line
/// (a subject, a relay, a shared sequence, or an operator's for one subscriber) and `S` a
/// subscription, both numbered from 1 in the order they appear:
///
/// - `line L KIND ELEMENT`: a subject (`PublishSubject`...) or a shared sequence (`share`) was made;
///   or, with the kind `operator`, a closure subscribed to an operator's sequence (see below).
/// - `name L NAME`: it is the inside of a relay or a trait (`PublishRelay`, `Driver`...), or the
///   operator (`combineLatest`, `map`...) whose sequence an `operator` line is.
/// - `next L VALUE`, `error L DESCRIPTION`, `completed L`: it was sent an event.
/// - `disposed L`: the subject was disposed.
/// - `subscribe L S`, or `subscribe L S M`: S subscribed to L, on behalf of line M (a shared
///   sequence connecting to its source, a subject subscribed as an observer, an operator subscribing
///   to its inputs).
/// - `deliver S next VALUE`, `deliver S error DESCRIPTION`, `deliver S completed`: S was handed an event.
/// - `dispose S`: S was disposed.
///
/// An operator's sequence has no line of its own, since each subscriber gets a run of the operator of
/// its own: when a closure subscribes to one (`subscribe(onNext:...)`, and so `bind(onNext:)`,
/// `drive(onNext:)`, `emit(onNext:)`...), the subscription gets an `operator` line, named after the
/// operator, and is its one subscription: `line L operator ELEMENT`, `name L OPERATOR`, `subscribe L S`,
/// then a `deliver S` for each event the closures are handed and a `dispose S` when the subscription is
/// disposed. The subscriptions the operator makes to subjects, shared sequences or other lines while it
/// is subscribed, or while it handles an event one of them delivered (`flatMapLatest` subscribing to
/// the latest inner sequence), are made on behalf of line L. A sequence names its operator by
/// conforming to `TimelineNamed`; one that does not (`just`, `create`...) gets no line, as before.
///
/// Values are `String(describing:)` of the element, with backslashes, newlines and other control
/// characters escaped and at most 200 characters kept.
@usableFromInline
final class TimelineRecorder: @unchecked Sendable {
    // @unchecked Sendable: `lock` protects the counters and `subscriptions`, and orders the writes.

    /// The environment variable that asks for a timeline; its value is the prefix of every entry.
    static let environmentVariable = "RXSUBJECTS_TIMELINE"

    /// The process's recorder, or nil when the variable was unset as the first subject was made.
    @usableFromInline static let shared: TimelineRecorder? = getenv(environmentVariable).map {
        TimelineRecorder(prefix: String(cString: $0))
    }

    private let prefix: String
    private let lock = RecursiveLock()
    // exclusivity(unchecked): `lock` serialises every access.
    @exclusivity(unchecked) private var lineCount = 0
    @exclusivity(unchecked) private var subscriptionCount = 0
    /// The subscription each live key stands for, by the subject's (or connection's) unsubscribe
    /// handle, which the entry keeps alive so that its address is never reused while it is here.
    @exclusivity(unchecked) private var subscriptions: [SubscriptionKey: (handle: UnsubscribeHandle, id: Int)] = [:]
    /// The lines a shared sequence is connecting on this thread, innermost last (see `connecting`).
    private let feeds = ThreadLocalSlot<FeedStack>()

    init(prefix: String) {
        self.prefix = prefix
    }

    /// Numbers a new line and writes `line L KIND ELEMENT`.
    @usableFromInline @inline(never)
    func newLine<Element>(kind: String, of element: Element.Type) -> TimelineLine {
        let type = Self.escaped(String(describing: element))
        return lock.performLocked {
            lineCount += 1
            write("line \(lineCount) \(kind) \(type)")
            return TimelineLine(id: lineCount, recorder: self)
        }
    }

    /// Numbers a new subscription to `line` and writes `subscribe L S`, with the line it feeds.
    func newSubscription(to line: Int, feeding fed: Int?) -> Int {
        lock.performLocked {
            subscriptionCount += 1
            write("subscribe \(line) \(subscriptionCount)" + (fed.map { " \($0)" } ?? ""))
            return subscriptionCount
        }
    }

    /// Remembers that `key` of the bag behind `handle` is subscription `id`, for `disposed(key:handle:)`.
    func remember(key: BagKey, handle: UnsubscribeHandle, id: Int) {
        lock.performLocked { subscriptions[SubscriptionKey(handle: ObjectIdentifier(handle), key: key)] = (handle, id) }
    }

    /// Writes `dispose S` for the subscription behind `key`, the first time it is disposed.
    func disposed(key: BagKey, handle: UnsubscribeHandle) {
        lock.performLocked {
            if let (_, id) = subscriptions.removeValue(forKey: SubscriptionKey(handle: ObjectIdentifier(handle), key: key)) {
                write("dispose \(id)")
            }
        }
    }

    /// Writes `entry` as it is.
    func record(_ entry: String) {
        lock.performLocked { write(entry) }
    }

    /// The line the subscriptions made now on this thread are made on behalf of (see `connecting`).
    var currentFeed: Int? {
        feeds.value?.lines.last ?? nil
    }

    /// Runs `body`, in which a shared sequence subscribes to its source, an operator to its sources,
    /// or a subscription's observer handles an event: the subscriptions made meanwhile on this thread
    /// are recorded as made on behalf of `line`, or of no line when it is nil.
    func connecting<Result>(_ line: Int?, _ body: () -> Result) -> Result {
        let stack = feeds.value ?? FeedStack()
        if feeds.value == nil { feeds.value = stack }
        stack.lines.append(line)
        defer { stack.lines.removeLast() }
        return body()
    }

    /// `next VALUE`, `error DESCRIPTION` or `completed`, for an entry about `event`.
    static func describe<Element>(_ event: Event<Element>) -> String {
        switch event {
        case .next(let element): "next " + escaped(String(describing: element))
        case .error(let error): "error " + escaped(String(describing: error))
        case .completed: "completed"
        }
    }

    /// `text` on one line: backslashes, newlines and control characters escaped, at most 200 characters.
    static func escaped(_ text: String) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == 200 {
                result += "…"
                break
            }
            count += 1
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Prints one entry; called with `lock` held, so entries keep the order of their numbers.
    private func write(_ entry: String) {
        print("\n" + prefix + " " + entry)
    }
}

/// A key of a subject's (or shared sequence connection's) bag, told apart from the same key of
/// another bag by the bag owner's unsubscribe handle.
private struct SubscriptionKey: Hashable {
    var handle: ObjectIdentifier
    var key: BagKey
}

/// The lines being connected on one thread, innermost last; nil where a subscription that feeds no
/// line is handling an event (see `TimelineRecorder.connecting`).
private final class FeedStack {
    var lines: [Int?] = []
}
