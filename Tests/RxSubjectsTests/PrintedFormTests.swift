@testable import RxSubjects
import RxTestSupport
import Testing

/// What `print` shows for the library's objects, compared with what RxSwift 6.10.2 printed for the
/// same code (observed in a debug build on Linux). Only the module differs (RxSubjects here,
/// RxSwift there), so each expectation renames ours as `RxSwiftNames` does and compares the rest
/// word for word, with any address in "(unknown context at $...)".
@Suite struct PrintedFormTests {
    /// `"\(value)"` under RxSwift's module names, with the address of a private context replaced by `$X`.
    private func printed(_ value: Any) -> String {
        RxSwiftNames.rewrite("\(value)").replacing(#/\(unknown context at \$[0-9a-f]+\)/#, with: "(unknown context at $X)")
    }

    @Test func subjectsAndOtherClasses() {
        #expect(printed(PublishSubject<Int>()) == "RxSwift.PublishSubject<Swift.Int>")
        #expect(printed(BehaviorSubject(value: 1)) == "RxSwift.BehaviorSubject<Swift.Int>")
        #expect(printed(ReplaySubject<Int>.create(bufferSize: 1)) == "RxSwift.(unknown context at $X).ReplayOne<Swift.Int>")
        #expect(printed(ReplaySubject<Int>.create(bufferSize: 3)) == "RxSwift.(unknown context at $X).ReplayMany<Swift.Int>")
        #expect(printed(ReplaySubject<Int>.createUnbounded()) == "RxSwift.(unknown context at $X).ReplayAll<Swift.Int>")
        #expect(printed(AsyncSubject<Int>()) == "RxSwift.AsyncSubject<Swift.Int>")
        #expect(printed(DisposeBag()) == "RxSwift.DisposeBag")
        #expect(printed(CompositeDisposable()) == "RxSwift.CompositeDisposable")
    }

    @Test func disposables() {
        #expect(printed(Disposables.create()) == "NopDisposable()")
        #expect(printed(Disposables.create {}) == "RxSwift.(unknown context at $X).AnonymousDisposable")
        #expect(printed(PublishSubject<Int>().subscribe(onNext: { _ in })) == "RxSwift.(unknown context at $X).BinaryDisposable")
        #expect(printed(PublishSubject<Int>().subscribe { _ in })
            == "SubscriptionDisposable<PublishSubject<Int>>(key: RxSwift.BagKey(rawValue: 0), owner: nil)")
    }

    @Test func sequences() {
        #expect(printed(Observable.of(1, 2)) == "RxSwift.(unknown context at $X).ObservableSequence<Swift.Array<Swift.Int>>")
        #expect(printed(Observable<Int>.create { _ in Disposables.create() }) == "RxSwift.(unknown context at $X).AnonymousObservable<Swift.Int>")
        #expect(printed(Observable.just(1)) == "RxSwift.(unknown context at $X).Just<Swift.Int>")
        #expect(printed(PublishSubject<Int>().asObserver()) == "RxSwift.PublishSubject<Swift.Int>")
        #expect(printed(type(of: ReplaySubject<Int>.createUnbounded())) == "ReplayAll<Int>")
    }

    @Test func events() {
        #expect("\(Event<Int>.next(1))" == "next(1)")
        #expect("\(Event<String?>.next("a"))" == "next(Optional(\"a\"))")
        #expect("\(Event<Int>.error(TestError.anError))" == "error(anError)")
        #expect("\(Event<Int>.completed)" == "completed")
        #expect("\([Event<Int>.next(1), .completed])" == "[next(1), completed]")
    }
}
