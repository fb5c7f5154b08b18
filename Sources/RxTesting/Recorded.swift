import RxSubjects

/// A point in a `TestScheduler`'s virtual time: a number of ticks.
public typealias TestTime = Int

/// A value and the virtual time it was seen at: what a `TestableObserver` records for each event,
/// and what a test observable is made from.
///
/// It prints as RxTest's does, value first: `next(1) @ 210`, `completed @ 300`.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// The virtual time of the value.
    public let time: TestTime
    /// The value: for a sequence, its `Event`.
    public let value: Value

    /// Records `value` at `time`.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {
    /// Two records are equal when they have equal times and equal values.
    public static func == (lhs: Recorded<Value>, rhs: Recorded<Value>) -> Bool {
        lhs.time == rhs.time && lhs.value == rhs.value
    }
}

extension Recorded {
    /// A `next` event carrying `element` at `time`.
    ///
    /// - Parameters:
    ///   - time: The virtual time of the event.
    ///   - element: The element.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at `time`.
    ///
    /// - Parameters:
    ///   - time: The virtual time of the event.
    ///   - type: The element type, where nothing else tells it.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event carrying `error` at `time`.
    ///
    /// - Parameters:
    ///   - time: The virtual time of the event.
    ///   - error: The error.
    ///   - type: The element type, where nothing else tells it.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }

    /// The recorded events given, as an array: `Recorded.events(.next(210, 1), .completed(300))`
    /// lets the element type be inferred where an array literal would need it spelled out.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }

    /// The recorded events given (the array form of `events(_:...)`).
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }
}
