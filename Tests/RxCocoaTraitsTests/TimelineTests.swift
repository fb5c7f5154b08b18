#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import RxCocoaTraits
import Testing

/// The timeline of a `Driver` and a `Signal` (see RxSubjectsTests/TimelineTests.swift for the
/// subjects): each trait's sharing is a line of its own, fed by the relay through one subscription,
/// so a diagram shows what a late subscriber of each gets.
@Suite struct TraitsTimelineTests {
    @Test func driverAndSignalAreLinesFedByTheirRelay() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardOutputContent]) {
            setenv("RXSUBJECTS_TIMELINE", "\u{1}test timeline", 1)
            // On the main queue, as in an app, so the traits deliver at once.
            DispatchQueue.main.sync {
                let toasts = PublishRelay<String>()
                let driver = toasts.asObservable().asDriver(onErrorJustReturn: "")
                let signal = toasts.asSignal()
                let one = driver.drive(onNext: { print("driver 1:", $0) })
                let two = signal.emit(onNext: { print("signal 1:", $0) })
                toasts.accept("Saved")
                let three = driver.drive(onNext: { print("driver 2:", $0) })
                let four = signal.emit(onNext: { print("signal 2:", $0) })
                for subscription in [one, two, three, four] { subscription.dispose() }
            }
        }
        let lines = String(decoding: result.standardOutputContent, as: UTF8.self).split(separator: "\n").map { line in
            line.hasPrefix("\u{1}test timeline ") ? "@ " + line.dropFirst("\u{1}test timeline ".count) : String(line)
        }
        #expect(lines == [
            "@ line 1 PublishSubject String",
            "@ name 1 PublishRelay",
            "@ line 2 share String",
            "@ name 2 Driver",
            "@ line 3 share String",
            "@ name 3 Signal",
            // The first drive connects the Driver, whose chain subscribes to the relay on its behalf.
            "@ subscribe 2 1",
            "@ subscribe 1 2 2",
            "@ subscribe 3 3",
            "@ subscribe 1 4 3",
            "@ next 1 Saved",
            "@ deliver 2 next Saved",
            "@ next 2 Saved",
            "@ deliver 1 next Saved",
            "driver 1: Saved",
            "@ deliver 4 next Saved",
            "@ next 3 Saved",
            "@ deliver 3 next Saved",
            "signal 1: Saved",
            // A late subscriber: the Driver replays its latest element, the Signal nothing.
            "@ subscribe 2 5",
            "@ deliver 5 next Saved",
            "driver 2: Saved",
            "@ subscribe 3 6",
            // The last subscriber of each trait leaving disconnects it from the relay.
            "@ dispose 1",
            "@ dispose 3",
            "@ dispose 5",
            "@ dispose 2",
            "@ dispose 6",
            "@ dispose 4",
        ])
    }
}
