import Foundation
import RxSubjects
import RxTesting
import Testing

/// The virtual clock: which work runs when, and where the clock stands after it.
@Suite struct TestSchedulerTests {
    /// Schedules `label` at `time`, to log it with the clock when it runs.
    private func log(_ label: String, at time: TestTime, on scheduler: TestScheduler, into log: Log) {
        scheduler.scheduleAt(time) { log.append("\(label)@\(scheduler.clock)") }
    }

    @Test func runsWorkInOrderOfTimeThenOfScheduling() {
        let scheduler = TestScheduler(initialClock: 0)
        let lines = Log()
        log("c", at: 30, on: scheduler, into: lines)
        log("a", at: 10, on: scheduler, into: lines)
        log("b1", at: 20, on: scheduler, into: lines)
        log("b2", at: 20, on: scheduler, into: lines)
        #expect(lines.lines.isEmpty)
        scheduler.start()
        #expect(lines.lines == ["a@10", "b1@20", "b2@20", "c@30"])
        #expect(scheduler.clock == 30)
    }

    @Test func workForThePastRunsAtTheCurrentClock() {
        let scheduler = TestScheduler(initialClock: 100)
        let lines = Log()
        log("late", at: 50, on: scheduler, into: lines)
        log("due", at: 120, on: scheduler, into: lines)
        scheduler.start()
        #expect(lines.lines == ["late@100", "due@120"])
    }

    @Test func advanceToRunsWhatIsDueAndSetsTheClockEvenBackwards() {
        let scheduler = TestScheduler(initialClock: 0)
        let lines = Log()
        log("a", at: 10, on: scheduler, into: lines)
        log("b", at: 25, on: scheduler, into: lines)
        log("c", at: 26, on: scheduler, into: lines)
        scheduler.advanceTo(25)
        #expect(lines.lines == ["a@10", "b@25"])
        #expect(scheduler.clock == 25)
        scheduler.advanceTo(20)
        #expect(scheduler.clock == 20)
        scheduler.start()
        #expect(lines.lines == ["a@10", "b@25", "c@26"])
    }

    @Test func stopEndsStartAfterTheRunningWorkAndStartResumes() {
        let scheduler = TestScheduler(initialClock: 0)
        let lines = Log()
        scheduler.scheduleAt(10) {
            lines.append("stop@\(scheduler.clock)")
            scheduler.stop()
        }
        log("after", at: 20, on: scheduler, into: lines)
        scheduler.start()
        #expect(lines.lines == ["stop@10"])
        #expect(scheduler.clock == 10)
        scheduler.start()
        #expect(lines.lines == ["stop@10", "after@20"])
    }

    @Test func sleepMovesTheClockWithoutRunningAnything() {
        let scheduler = TestScheduler(initialClock: 5)
        let lines = Log()
        log("a", at: 10, on: scheduler, into: lines)
        scheduler.sleep(20)
        #expect(scheduler.clock == 25)
        #expect(lines.lines.isEmpty)
        scheduler.start()
        #expect(lines.lines == ["a@25"])
    }

    @Test func scheduleRunsOneTickLaterWithSimulatedProcessingDelay() {
        for (simulate, expected) in [(true, ["now@101", "nested@102"]), (false, ["now@100", "nested@100"])] {
            let scheduler = TestScheduler(initialClock: 100, simulateProcessingDelay: simulate)
            let lines = Log()
            _ = scheduler.schedule(()) { _ in
                lines.append("now@\(scheduler.clock)")
                return scheduler.schedule(()) { _ in
                    lines.append("nested@\(scheduler.clock)")
                    return Disposables.create()
                }
            }
            scheduler.start()
            #expect(lines.lines == expected, "simulateProcessingDelay: \(simulate)")
        }
    }

    @Test func scheduleRelativeConvertsIntervalsToRoundedTicks() {
        let scheduler = TestScheduler(initialClock: 100)
        let lines = Log()
        let intervals: [(String, RxTimeInterval)] = [
            ("5s", .seconds(5)), ("400ms", .milliseconds(400)), ("1600ms", .milliseconds(1600)), ("2500000ns", .nanoseconds(2_500_000)),
        ]
        for (label, interval) in intervals {
            _ = scheduler.scheduleRelative(label, dueTime: interval) { label in
                lines.append("\(label)@\(scheduler.clock)")
                return Disposables.create()
            }
        }
        scheduler.start()
        // 400 ms rounds to now, which the processing delay moves to the next tick.
        #expect(lines.lines == ["400ms@101", "2500000ns@101", "1600ms@102", "5s@105"])
    }

    @Test func resolutionSetsHowLongATickIs() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let lines = Log()
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(300)) { _ in
            lines.append("300ms@\(scheduler.clock)")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
            lines.append("2s@\(scheduler.clock)")
            return Disposables.create()
        }
        scheduler.start()
        #expect(lines.lines == ["300ms@300", "2s@2000"])
        #expect(scheduler.now.timeIntervalSince1970 == 2)
    }

    @Test func disposedWorkDoesNotRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let lines = Log()
        let cancelled = scheduler.scheduleAbsoluteVirtual("x", time: 10) { value in
            lines.append(value)
            return Disposables.create()
        }
        _ = scheduler.scheduleRelativeVirtual("y", dueTime: 20) { value in
            lines.append("\(value)@\(scheduler.clock)")
            return Disposables.create()
        }
        cancelled.dispose()
        scheduler.start()
        #expect(lines.lines == ["y@20"])
    }

    @Test func nowInSecondsFollowsTheVirtualClock() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.5)
        let before = scheduler.nowInSeconds
        scheduler.advanceTo(10)
        #expect(scheduler.nowInSeconds - before == 5)
    }
}

/// An ordered log of what a test's closures did.
final class Log: @unchecked Sendable {
    // @unchecked Sendable: `lock` guards `entries`.
    private let lock = NSLock()
    private var entries: [String] = []

    var lines: [String] {
        lock.withLock { entries }
    }

    func append(_ line: String) {
        lock.withLock { entries.append(line) }
    }
}
