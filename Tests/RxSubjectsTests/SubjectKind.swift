import RxSubjects
import Testing

/// Every subject, for the contract they share; `AnySubject` gives them one face.
enum SubjectKind: String, CaseIterable, CustomTestStringConvertible {
    case publish, behavior, replayOne, replayMany, replayAll, async

    var testDescription: String { rawValue }

    /// The value a behavior subject starts with; the other subjects start empty.
    static let initialValue = 0

    func make() -> AnySubject {
        switch self {
        case .publish:
            let subject = PublishSubject<Int>()
            return AnySubject(subject, hasObservers: { subject.hasObservers })
        case .behavior:
            let subject = BehaviorSubject(value: Self.initialValue)
            return AnySubject(subject, hasObservers: { subject.hasObservers })
        case .replayOne:
            let subject = ReplaySubject<Int>.create(bufferSize: 1)
            return AnySubject(subject, hasObservers: { subject.hasObservers })
        case .replayMany:
            let subject = ReplaySubject<Int>.create(bufferSize: 4)
            return AnySubject(subject, hasObservers: { subject.hasObservers })
        case .replayAll:
            let subject = ReplaySubject<Int>.createUnbounded()
            return AnySubject(subject, hasObservers: { subject.hasObservers })
        case .async:
            let subject = AsyncSubject<Int>()
            return AnySubject(subject, hasObservers: { subject.hasObservers })
        }
    }

    /// What a subscriber gets at once from a fresh subject.
    var eventsOnSubscribe: [Event<Int>] {
        self == .behavior ? [.next(Self.initialValue)] : []
    }
}

/// A subject behind closures, so one test body can drive every kind. It holds the subject weakly
/// except through `subject`, so memory tests can drop it.
struct AnySubject {
    let subject: AnyObject
    let observer: AnyObserver<Int>
    let observable: Observable<Int>
    let hasObservers: () -> Bool

    init<Subject: SubjectType & AnyObject>(_ subject: Subject, hasObservers: @escaping () -> Bool)
    where Subject.Element == Int, Subject.Observer.Element == Int {
        self.subject = subject
        self.observer = subject.asObserver().asObserver()
        self.observable = subject.asObservable()
        self.hasObservers = hasObservers
    }
}
