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
        }
    }
}

enum TimelineError: Error {
    case broken
}
