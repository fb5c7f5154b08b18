import Foundation
import RxSubjects
import RxTestSupport
import Testing

/// RxSwift's debug builds warn when an event starts before the previous one was delivered. The
/// expected counts below were observed from RxSwift 6.10.2 built in debug on Linux, running the same
/// scenarios: each subject's `on`, the observer of `subscribe(onNext:...)` and each sink forwarding
/// to its observer checks on its own, so one reentrant `onNext` can be reported several times.
@Suite struct ReentrancyWarningTests {
    /// The count RxSwift prints in a debug build; none in a release build, as in RxSwift.
    private func expected(_ count: Int, _ title: String = reentrancy) -> [String] {
        libraryChecksInDebug ? Array(repeating: title, count: count) : []
    }

    private static let reentrancy = "⚠️ Reentrancy anomaly was detected."

    @Test func sendingFromInsideASubscriberWarnsInTheSubjectAndInTheSubscriber() {
        let log = Log()
        let (_, warnings) = collectingWarnings {
            let subject = PublishSubject<String>()
            _ = subject.subscribe(onNext: { value in
                log.append("1) \(value)")
                if value == "ping" { subject.onNext("pong") }
            })
            _ = subject.subscribe(onNext: { log.append("2) \($0)") })
            subject.onNext("ping")
        }
        #expect(log.lines == ["1) ping", "1) pong", "2) pong", "2) ping"])
        #expect(warningTitles(warnings) == expected(2))
    }

    @Test func answeringInsideABehaviorSubscriptionWarnsOnce() {
        // The first callback runs inside `subscribe`, not inside the subject's `on`, so the subject's
        // check sees no overlap; the subscriber's does, when "saved" arrives during "draft".
        let log = Log()
        let (_, warnings) = collectingWarnings {
            let document = BehaviorSubject(value: "draft")
            _ = document.subscribe(onNext: { state in
                log.append(state)
                if state == "draft" { document.onNext("saved") }
            })
        }
        #expect(log.lines == ["draft", "saved"])
        #expect(warningTitles(warnings) == expected(1))
    }

    @Test func sendingDuringAReplayDoesNotWarn() {
        let (_, warnings) = collectingWarnings {
            let chat = ReplaySubject<String>.create(bufferSize: 3)
            chat.onNext("a")
            _ = chat.subscribe(onNext: { if $0 == "a" { chat.onNext("b") } })
        }
        #expect(warnings == [])
    }

    @Test func aClosureObserverHasNoCheckOfItsOwn() {
        let (_, warnings) = collectingWarnings {
            let subject = PublishSubject<Int>()
            _ = subject.subscribe { event in
                if event.element == 1 { subject.onNext(2) }
            }
            subject.onNext(1)
        }
        #expect(warningTitles(warnings) == expected(1))
    }

    @Test func anAsyncSubjectWarnsForEachEventSentDuringItsCompletion() {
        let log = Log()
        let (_, warnings) = collectingWarnings {
            let subject = AsyncSubject<Int>()
            _ = subject.subscribe(onNext: { value in
                log.append("\(value)")
                subject.onNext(9)
                subject.onCompleted()
            }, onCompleted: { log.append("completed") })
            subject.onNext(1)
            subject.onCompleted()
        }
        #expect(log.lines == ["1", "completed"])
        #expect(warningTitles(warnings) == expected(2))
    }

    @Test func aCreatedSequenceWarnsInBothOfItsChecksAndInTheSubscriber() {
        let log = Log()
        let (_, warnings) = collectingWarnings {
            var stored: AnyObserver<Int>?
            let observable = Observable<Int>.create { observer in
                stored = observer
                return Disposables.create { log.append("create disposed") }
            }
            _ = observable.subscribe(onNext: { value in
                log.append("\(value)")
                if value == 1 { stored?.onNext(2) }
            }, onDisposed: { log.append("disposed") })
            stored?.onNext(1)
            stored?.onCompleted()
        }
        #expect(log.lines == ["1", "2", "disposed", "create disposed"])
        #expect(warningTitles(warnings) == expected(3))
    }

    @Test func aSubjectSubscribedToASubjectWarnsInEachCheckOnTheWay() {
        let (_, warnings) = collectingWarnings {
            let first = PublishSubject<Int>()
            let second = PublishSubject<Int>()
            _ = first.subscribe(second)
            _ = second.subscribe(onNext: { if $0 == 1 { first.onNext(2) } })
            first.onNext(1)
        }
        #expect(warningTitles(warnings) == expected(3))
    }

    @Test func twoThreadsInsideOneDeliveryWarnOfASynchronizationAnomaly() {
        let subject = PublishSubject<Int>()
        let firstInside = DispatchSemaphore(value: 0)
        let secondDone = DispatchSemaphore(value: 0)
        let secondFinished = DispatchSemaphore(value: 0)
        let capture = Log()
        let (_, warnings) = collectingWarnings {
            _ = subject.subscribe(onNext: { value in
                if value == 1 {
                    firstInside.signal()
                    secondDone.wait()
                } else {
                    secondDone.signal()
                }
            })
            // The second thread sends while the first is still inside the subject and the observer.
            let second = Thread {
                firstInside.wait()
                let (_, warnings) = collectingWarnings { subject.onNext(2) }
                warnings.forEach(capture.append)
                secondFinished.signal()
            }
            second.start()
            subject.onNext(1)
        }
        secondFinished.wait()
        #expect(warnings == [])
        #expect(warningTitles(capture.lines) == expected(2, "⚠️ Synchronization anomaly was detected."))
    }

    @Test func theWarningIsRxSwiftsTextWithOurSourceLocation() throws {
        let (_, warnings) = collectingWarnings {
            let subject = PublishSubject<Int>()
            _ = subject.subscribe { if $0.element == 1 { subject.onNext(2) } }
            subject.onNext(1)
        }
        guard libraryChecksInDebug else { return }
        let warning = try #require(warnings.first)
        let lines = warning.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Observed from RxSwift 6.10.2; its second line names RxSwift's Rx.swift where ours names our file.
        #expect(lines[0] == "⚠️ Reentrancy anomaly was detected.")
        #expect(lines[1].hasPrefix("  > Debugging: To debug this issue you can set a breakpoint in /"))
        #expect(lines[1].contains("/Sources/RxSubjects/Internal/SynchronizationTracker.swift:"))
        #expect(lines[1].hasSuffix(" and observe the call stack."))
        #expect(Array(lines.dropFirst(2)) == [
            "  > Problem: This behavior is breaking the observable sequence grammar. `next (error | completed)?`",
            "    This behavior breaks the grammar because there is overlapping between sequence events.",
            "    Observable sequence is trying to send an event before sending of previous event has finished.",
            "  > Interpretation: This could mean that there is some kind of unexpected cyclic dependency in your code,",
            "    or that the system is not behaving in the expected way.",
            "  > Remedy: If this is the expected behavior this message can be suppressed by adding `.observe(on:MainScheduler.asyncInstance)`",
            "    or by enqueuing sequence events in some other way.",
            "",
        ])
    }
}
