import Foundation
import RxSubjects
import Testing

/// The timeline recorder (RxSubjects' `TimelineRecorder`) under threads that subscribe, send and
/// dispose at once: in a process of its own (the recorder is chosen when the first subject is
/// made), with ThreadSanitizer watching when the package is built with it.
@Suite struct TimelineStressTests {
    @Test func recordingFromSeveralThreadsNumbersAndWritesEveryEntryWhole() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardOutputContent]) {
            setenv("RXSUBJECTS_TIMELINE", "\u{1}stress timeline", 1)
            let subject = PublishSubject<Int>()
            concurrently(threads: 4) { thread in
                for round in 0..<50 {
                    let subscription = subject.subscribe(onNext: { _ in })
                    subject.onNext(thread * 1000 + round)
                    subscription.dispose()
                }
            }
        }
        let lines = String(decoding: result.standardOutputContent, as: UTF8.self).split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasPrefix("\u{1}stress timeline ") })
        let entries = lines.map { $0.dropFirst("\u{1}stress timeline ".count).split(separator: " ") }
        // 200 subscriptions, numbered 1 to 200 in the order they were written, each disposed once.
        let subscribed = entries.filter { $0.first == "subscribe" }.compactMap { Int($0[2]) }
        #expect(subscribed == Array(1...200))
        #expect(entries.filter { $0.first == "dispose" }.compactMap { Int($0[1]) }.sorted() == Array(1...200))
        #expect(entries.filter { $0.first == "next" }.count == 200)
        // Every delivery went to a subscription written before it. (One may follow its disposal:
        // a send that copied the observers before another thread disposed delivers all the same.)
        var seen: Set<Int> = []
        for entry in entries {
            switch entry.first {
            case "subscribe": seen.insert(Int(entry[2]) ?? 0)
            case "deliver": #expect(seen.contains(Int(entry[1]) ?? 0))
            default: break
            }
        }
    }
}
