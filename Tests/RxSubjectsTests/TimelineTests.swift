#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RxRelays
import RxSubjects
import Testing

/// The timeline the library records when `RXSUBJECTS_TIMELINE` is set (see `TimelineRecorder`).
///
/// The variable is read once, when a process makes its first subject, so each scenario runs in a
/// process of its own (an exit test). Its whole stdout is compared: what the scenario printed, and
/// the timeline's entries among it, each shown as `@ ENTRY`.
@Suite struct TimelineTests {
    @Test(arguments: TimelineScenario.allCases)
    func recordsEveryEntryInOrder(_ scenario: TimelineScenario) async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardOutputContent]) { [scenario] in
            setenv("RXSUBJECTS_TIMELINE", "\u{1}test timeline", 1)
            scenario.run()
        }
        #expect(readable(result.standardOutputContent) == scenario.expected)
    }

    @Test(arguments: TimelineScenario.allCases)
    func recordsNothingWhenNotAsked(_ scenario: TimelineScenario) async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardOutputContent]) { [scenario] in
            unsetenv("RXSUBJECTS_TIMELINE")
            scenario.run()
        }
        let printed = scenario.expected.filter { !$0.hasPrefix("@ ") }
        #expect(String(decoding: result.standardOutputContent, as: UTF8.self) == printed.map { $0 + "\n" }.joined())
    }

    @Test func anEntryStartsALineOfItsOwnAfterAnUnfinishedOne() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardOutputContent]) {
            setenv("RXSUBJECTS_TIMELINE", "\u{1}test timeline", 1)
            print("no newline", terminator: "")
            _ = PublishSubject<Int>()
            print("after")
        }
        #expect(String(decoding: result.standardOutputContent, as: UTF8.self) == "no newline\n\u{1}test timeline line 1 PublishSubject Int\nafter\n")
    }

    /// The output as lines, entries as `@ ENTRY`, without the empty lines the entries' own newlines make.
    private func readable(_ output: [UInt8]) -> [String] {
        String(decoding: output, as: UTF8.self).split(separator: "\n").map { line in
            line.hasPrefix("\u{1}test timeline ") ? "@ " + line.dropFirst("\u{1}test timeline ".count) : String(line)
        }
    }
}

/// A run of one kind of subject or relay, and the output and timeline it must give.
enum TimelineScenario: String, CaseIterable, Codable, Sendable, CustomTestStringConvertible {
    case publish, behavior, replay, async, asyncError, relays, subjectAsObserver, escapedValues
    case combineLatest, flatMapLatest, catchAndReturn

    var testDescription: String { rawValue }

    func run() {
        switch self {
        case .publish:
            let subject = PublishSubject<String>()
            subject.onNext("lost")
            let one = subject.subscribe(onNext: { print("1)", $0) })
            subject.onNext("a")
            let two = subject.subscribe { print("2)", $0) }
            subject.onNext("b")
            one.dispose()
            one.dispose()
            subject.onCompleted()
            subject.onNext("ignored")
            let three = subject.subscribe(onCompleted: { print("3) completed") })
            two.dispose()
            three.dispose()
        case .behavior:
            let subject = BehaviorSubject(value: 1)
            let one = subject.subscribe { print("1)", $0) }
            subject.onNext(2)
            subject.onError(TimelineError.broken)
            _ = subject.subscribe { print("2)", $0) }
            one.dispose()
            subject.dispose()
        case .replay:
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            let one = subject.subscribe { print("1)", $0) }
            subject.onCompleted()
            _ = subject.subscribe { print("2)", $0) }
            one.dispose()
            subject.dispose()
        case .async:
            let subject = AsyncSubject<Int>()
            let one = subject.subscribe { print("1)", $0) }
            let two = subject.subscribe { print("2)", $0) }
            subject.onNext(1)
            two.dispose()
            subject.onNext(2)
            subject.onCompleted()
            _ = subject.subscribe { print("3)", $0) }
            one.dispose()
        case .asyncError:
            let subject = AsyncSubject<Int>()
            _ = subject.subscribe { print("1)", $0) }
            subject.onNext(1)
            subject.onError(TimelineError.broken)
            subject.onCompleted()
        case .relays:
            let publish = PublishRelay<Int>()
            let behavior = BehaviorRelay(value: 0)
            let replay = ReplayRelay<Int>.create(bufferSize: 1)
            let one = publish.subscribe(onNext: { print("1)", $0) })
            publish.accept(1)
            behavior.accept(1)
            let two = behavior.subscribe(onNext: { print("2)", $0) })
            replay.accept(1)
            replay.accept(2)
            let three = replay.subscribe(onNext: { print("3)", $0) })
            one.dispose()
            two.dispose()
            three.dispose()
        case .subjectAsObserver:
            let source = PublishSubject<Int>()
            let target = BehaviorSubject(value: 0)
            let link = source.subscribe(target)
            let watcher = target.subscribe(onNext: { print("watcher", $0) })
            source.onNext(1)
            link.dispose()
            watcher.dispose()
        case .escapedValues:
            let subject = PublishSubject<String>()
            let one = subject.subscribe(onNext: { _ in })
            subject.onNext("two\nlines \\ and a\ttab")
            subject.onNext(String(repeating: "x", count: 201))
            one.dispose()
        case .combineLatest:
            let email = PublishSubject<String>()
            let password = BehaviorSubject(value: "")
            let both = Observable.combineLatest(email, password)
                .subscribe(onNext: { print("\($0) / \($1)") }, onDisposed: { print("disposed") })
            email.onNext("ana")
            password.onNext("1234")
            both.dispose()
            both.dispose()
            email.onNext("late")
        case .flatMapLatest:
            let requests = PublishSubject<String>()
            let anaReply = PublishSubject<String>()
            let boReply = PublishSubject<String>()
            let replies = requests
                .flatMapLatest { $0 == "ana" ? anaReply : boReply }
                .subscribe { print($0) }
            requests.onNext("ana")
            requests.onNext("bo")
            anaReply.onNext("Welcome, Ana!")
            boReply.onNext("Welcome, Bo!")
            replies.dispose()
        case .catchAndReturn:
            let reply = PublishSubject<String>()
            let subscription = reply
                .catchAndReturn("Could not sign up")
                .subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
            // `just` is no operator's sequence: no line.
            let plain = Observable.just("just").subscribe(onNext: { print($0) })
            reply.onError(TimelineError.broken)
            subscription.dispose()
            plain.dispose()
        }
    }

    /// What `run()` prints, with the timeline's entries as `@ ENTRY`.
    var expected: [String] {
        switch self {
        case .publish:
            return [
                "@ line 1 PublishSubject String",
                "@ next 1 lost",
                "@ subscribe 1 1",
                "@ next 1 a",
                "@ deliver 1 next a",
                "1) a",
                "@ subscribe 1 2",
                "@ next 1 b",
                "@ deliver 1 next b",
                "1) b",
                "@ deliver 2 next b",
                "2) next(b)",
                // Disposed twice, recorded once.
                "@ dispose 1",
                "@ completed 1",
                "@ deliver 2 completed",
                "2) completed",
                // Sent after the end: the subject records it, and hands it to nobody.
                "@ next 1 ignored",
                "@ subscribe 1 3",
                "@ deliver 3 completed",
                "3) completed",
                // The subject let go of 2) when it completed: its key is still the subscription's.
                "@ dispose 2",
            ]
        case .behavior:
            return [
                "@ line 1 BehaviorSubject Int",
                "@ subscribe 1 1",
                "@ deliver 1 next 1",
                "1) next(1)",
                "@ next 1 2",
                "@ deliver 1 next 2",
                "1) next(2)",
                "@ error 1 broken",
                "@ deliver 1 error broken",
                "1) error(broken)",
                "@ subscribe 1 2",
                "@ deliver 2 error broken",
                "2) error(broken)",
                "@ dispose 1",
                "@ disposed 1",
            ]
        case .replay:
            return [
                "@ line 1 ReplaySubject Int",
                "@ next 1 1",
                "@ next 1 2",
                "@ next 1 3",
                "@ subscribe 1 1",
                "@ deliver 1 next 2",
                "1) next(2)",
                "@ deliver 1 next 3",
                "1) next(3)",
                "@ completed 1",
                "@ deliver 1 completed",
                "1) completed",
                "@ subscribe 1 2",
                "@ deliver 2 next 2",
                "2) next(2)",
                "@ deliver 2 next 3",
                "2) next(3)",
                "@ deliver 2 completed",
                "2) completed",
                "@ dispose 1",
                "@ disposed 1",
            ]
        case .async:
            return [
                "@ line 1 AsyncSubject Int",
                "@ subscribe 1 1",
                "@ subscribe 1 2",
                "@ next 1 1",
                "@ dispose 2",
                "@ next 1 2",
                "@ completed 1",
                "@ deliver 1 next 2",
                "1) next(2)",
                "@ deliver 1 completed",
                "1) completed",
                "@ subscribe 1 3",
                "@ deliver 3 next 2",
                "3) next(2)",
                "@ deliver 3 completed",
                "3) completed",
                "@ dispose 1",
            ]
        case .asyncError:
            return [
                "@ line 1 AsyncSubject Int",
                "@ subscribe 1 1",
                "@ next 1 1",
                "@ error 1 broken",
                "@ deliver 1 error broken",
                "1) error(broken)",
                "@ completed 1",
            ]
        case .relays:
            return [
                "@ line 1 PublishSubject Int",
                "@ name 1 PublishRelay",
                "@ line 2 BehaviorSubject Int",
                "@ name 2 BehaviorRelay",
                "@ line 3 ReplaySubject Int",
                "@ name 3 ReplayRelay",
                "@ subscribe 1 1",
                "@ next 1 1",
                "@ deliver 1 next 1",
                "1) 1",
                "@ next 2 1",
                "@ subscribe 2 2",
                "@ deliver 2 next 1",
                "2) 1",
                "@ next 3 1",
                "@ next 3 2",
                "@ subscribe 3 3",
                "@ deliver 3 next 2",
                "3) 2",
                "@ dispose 1",
                "@ dispose 2",
                "@ dispose 3",
            ]
        case .subjectAsObserver:
            return [
                "@ line 1 PublishSubject Int",
                "@ line 2 BehaviorSubject Int",
                // The subscription of the second subject to the first names the line it feeds.
                "@ subscribe 1 1 2",
                "@ subscribe 2 2",
                "@ deliver 2 next 0",
                "watcher 0",
                "@ next 1 1",
                "@ deliver 1 next 1",
                "@ next 2 1",
                "@ deliver 2 next 1",
                "watcher 1",
                "@ dispose 1",
                "@ dispose 2",
            ]
        case .escapedValues:
            return [
                "@ line 1 PublishSubject String",
                "@ subscribe 1 1",
                #"@ next 1 two\nlines \\ and a\ttab"#,
                #"@ deliver 1 next two\nlines \\ and a\ttab"#,
                "@ next 1 " + String(repeating: "x", count: 200) + "…",
                "@ deliver 1 next " + String(repeating: "x", count: 200) + "…",
                "@ dispose 1",
            ]
        case .combineLatest:
            return [
                "@ line 1 PublishSubject String",
                "@ line 2 BehaviorSubject String",
                // The subscriber gets a line named after the operator, and is its one subscription...
                "@ line 3 operator (String, String)",
                "@ name 3 combineLatest",
                "@ subscribe 3 1",
                // ...whose subscriptions to the inputs are made on its behalf.
                "@ subscribe 1 2 3",
                "@ subscribe 2 3 3",
                "@ deliver 3 next ",
                "@ next 1 ana",
                "@ deliver 2 next ana",
                #"@ deliver 1 next ("ana", "")"#,
                "ana / ",
                "@ next 2 1234",
                "@ deliver 3 next 1234",
                #"@ deliver 1 next ("ana", "1234")"#,
                "ana / 1234",
                // Disposed twice, recorded once, before the operator lets go of its inputs.
                "@ dispose 1",
                "@ dispose 2",
                "@ dispose 3",
                "disposed",
                "@ next 1 late",
            ]
        case .flatMapLatest:
            return [
                "@ line 1 PublishSubject String",
                "@ line 2 PublishSubject String",
                "@ line 3 PublishSubject String",
                "@ line 4 operator String",
                "@ name 4 flatMapLatest",
                "@ subscribe 4 1",
                "@ subscribe 1 2 4",
                "@ next 1 ana",
                "@ deliver 2 next ana",
                // Made while the operator handles an element of its input: on its behalf too.
                "@ subscribe 2 3 4",
                "@ next 1 bo",
                "@ deliver 2 next bo",
                "@ dispose 3",
                "@ subscribe 3 4 4",
                "@ next 2 Welcome, Ana!",
                "@ next 3 Welcome, Bo!",
                "@ deliver 4 next Welcome, Bo!",
                "@ deliver 1 next Welcome, Bo!",
                "next(Welcome, Bo!)",
                "@ dispose 1",
                "@ dispose 2",
                "@ dispose 4",
            ]
        case .catchAndReturn:
            return [
                "@ line 1 PublishSubject String",
                "@ line 2 operator String",
                "@ name 2 catchAndReturn",
                "@ subscribe 2 1",
                "@ subscribe 1 2 2",
                "just",
                "@ error 1 broken",
                "@ deliver 2 error broken",
                "@ deliver 1 next Could not sign up",
                "Could not sign up",
                "@ deliver 1 completed",
                "completed",
                // Once stopped, the operator lets go of its input; then the subscriber's subscription,
                // which already ended with `completed`, is disposed: a diagram draws nothing for either.
                "@ dispose 2",
                "@ dispose 1",
            ]
        }
    }
}

enum TimelineError: Error {
    case broken
}
