import Testing
import RxSubjects

private enum TestError: Error { case anError }

@Test func eventsPrintAsRxSwiftPrintsThem() {
    #expect(String(describing: Event.next(1)) == "next(1)")
    #expect(String(describing: Event<Int>.error(TestError.anError)) == "error(anError)")
    #expect(String(describing: Event<Int>.completed) == "completed")
}

@Test func stopEventsAreErrorAndCompleted() {
    #expect(!Event.next(1).isStopEvent)
    #expect(Event<Int>.error(TestError.anError).isStopEvent)
    #expect(Event<Int>.completed.isStopEvent)
    #expect(Event<Int>.completed.isCompleted)
    #expect(Event.next(3).element == 3)
    #expect(Event<Int>.completed.element == nil)
}

@Test func mapTransformsElementsAndTurnsThrowsIntoErrors() {
    #expect(Event.next(2).map { $0 * 10 }.element == 20)
    let failed = Event.next(2).map { (_: Int) -> Int in throw TestError.anError }
    #expect(failed.error is TestError)
    #expect(Event<Int>.completed.map { $0 + 1 }.isCompleted)
}
