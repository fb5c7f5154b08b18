@testable import RxSubjects
import RxTestSupport
import Testing

@Suite struct ReplaySubjectTests {
    @Test(arguments: [0, 1, 2, 3, 16])
    func replaysTheLatestBufferSizeElements(bufferSize: Int) {
        let subject = ReplaySubject<Int>.create(bufferSize: bufferSize)
        for element in 1...10 { subject.onNext(element) }
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        subject.onNext(11)
        let replayed = Array((1...10).suffix(bufferSize))
        #expect(recorder.elements == replayed + [11])
    }

    @Test func unboundedReplaysEverything() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for element in 1...100 { subject.onNext(element) }
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        #expect(recorder.elements == Array(1...100))
    }

    @Test(arguments: [1, 2, 5])
    func replaysTheBufferBeforeTheTerminalEvent(bufferSize: Int) {
        let completed = ReplaySubject<String>.create(bufferSize: bufferSize)
        let failed = ReplaySubject<String>.create(bufferSize: bufferSize)
        for subject in [completed, failed] {
            subject.onNext("a")
            subject.onNext("b")
        }
        completed.onCompleted()
        failed.onError(TestError.anError)
        let afterCompletion = Recorder<String>()
        let afterError = Recorder<String>()
        _ = completed.subscribe(afterCompletion)
        _ = failed.subscribe(afterError)
        let replayed: [Event<String>] = bufferSize == 1 ? [.next("b")] : [.next("a"), .next("b")]
        #expect(afterCompletion.events == replayed + [.completed])
        #expect(afterError.events == replayed + [.error(TestError.anError)])
    }

    @Test(arguments: [0, 1, 3])
    func disposedSubjectAnswersWithTheDisposedErrorAndNothingElse(bufferSize: Int) throws {
        let subject = ReplaySubject<Int>.create(bufferSize: bufferSize)
        subject.onNext(1)
        subject.onCompleted()
        subject.dispose()
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        #expect(recorder.events == [.error(RxError.disposed(object: subject))])
        let error = try #require(recorder.events.first?.error)
        let kind = bufferSize == 1 ? "ReplayOne" : "ReplayMany"
        #expect(matchesRxSwiftDisposedText("\(error)", kind: kind, element: "Swift.Int"))
    }

    /// The text RxSwift 6.10.2 prints (observed in a debug build on Linux) for each kind, for example
    /// "Object `RxSwift.(unknown context at $563376fb7ab0).ReplayMany<Swift.String>` was already
    /// disposed.": the private class's runtime name, whose address changes from run to run.
    @Test(arguments: [
        (ReplaySubject<String>.create(bufferSize: 1), "ReplayOne"),
        (ReplaySubject<String>.create(bufferSize: 0), "ReplayMany"),
        (ReplaySubject<String>.create(bufferSize: 2), "ReplayMany"),
        (ReplaySubject<String>.createUnbounded(), "ReplayAll"),
    ])
    func disposedErrorNamesTheKindAsRxSwiftDoes(subject: ReplaySubject<String>, kind: String) throws {
        subject.dispose()
        let recorder = Recorder<String>()
        _ = subject.subscribe(recorder)
        let error = try #require(recorder.events.first?.error)
        #expect(matchesRxSwiftDisposedText("\(error)", kind: kind, element: "Swift.String"))
        #expect(String(reflecting: error) == "\(error)")
        #expect("\(type(of: subject))" == "\(kind)<String>")
    }

    @Test func disposedErrorNamesGenericArgumentsUnderRxSwiftsModule() throws {
        // Observed from RxSwift 6.10.2: `...ReplayMany<RxSwift.Event<Swift.Int>>`.
        let subject = ReplaySubject<Event<Int>>.create(bufferSize: 2)
        subject.dispose()
        let recorder = Recorder<Event<Int>>()
        _ = subject.subscribe(recorder)
        let error = try #require(recorder.events.first?.error)
        #expect(matchesRxSwiftDisposedText("\(error)", kind: "ReplayMany", element: "RxSwift.Event<Swift.Int>"))
    }

    @Test func eventsAfterDisposalAreIgnored() {
        let subject = ReplaySubject<Int>.createUnbounded()
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        subject.dispose()
        subject.onNext(1)
        subject.onCompleted()
        #expect(recorder.events == [])
        #expect(!subject.hasObservers)
    }

    @Test func terminationRemovesObservers() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        _ = subject.subscribe { _ in }
        subject.onCompleted()
        #expect(!subject.hasObservers)
    }

    @Test func factoriesPickTheSpecialisedStorage() {
        guard case .one = ReplaySubject<Int>.create(bufferSize: 1).buffer else { Issue.record("not one"); return }
        guard case .many(let ring) = ReplaySubject<Int>.create(bufferSize: 2).buffer, ring.capacity == 2 else {
            Issue.record("not many")
            return
        }
        guard case .all = ReplaySubject<Int>.createUnbounded().buffer else { Issue.record("not all"); return }
    }

    @Test func disposingEmptiesTheBuffer() {
        let subject = ReplaySubject<Int>.create(bufferSize: 4)
        subject.onNext(1)
        subject.dispose()
        guard case .many(let ring) = subject.buffer, ring.count == 0 else { Issue.record("not emptied"); return }
    }
}

/// Whether `text` is RxSwift's disposed-error text for the private replay class `kind`, with any address.
private func matchesRxSwiftDisposedText(_ text: String, kind: String, element: String) -> Bool {
    let prefix = "Object `RxSwift.(unknown context at $"
    let suffix = ").\(kind)<\(element)>` was already disposed."
    guard text.hasPrefix(prefix), text.hasSuffix(suffix) else { return false }
    let address = text.dropFirst(prefix.count).dropLast(suffix.count)
    return !address.isEmpty && address.allSatisfy(\.isHexDigit)
}
