import RxSubjects
import RxTestSupport
import Testing

/// Subscriptions must not keep observers alive once disposed, nor form cycles with their subject.
@Suite struct MemoryTests {
    @Test(arguments: SubjectKind.allCases)
    func disposingASubscriptionReleasesTheObserver(kind: SubjectKind) {
        let subject = kind.make()
        var token: Token? = Token()
        weak let weakToken = token
        let subscription = subject.observable.subscribe(onNext: { [token] _ in _ = token })
        token = nil
        #expect(weakToken != nil)
        subscription.dispose()
        #expect(weakToken == nil)
        withExtendedLifetime(subscription) {}
    }

    @Test(arguments: SubjectKind.allCases)
    func releasingADisposeBagReleasesTheObserver(kind: SubjectKind) {
        let subject = kind.make()
        var bag: DisposeBag? = DisposeBag()
        var token: Token? = Token()
        weak let weakToken = token
        subject.observable.subscribe(onNext: { [token] _ in _ = token }).disposed(by: bag!)
        token = nil
        #expect(weakToken != nil)
        bag = nil
        #expect(weakToken == nil)
        #expect(!subject.hasObservers())
    }

    @Test(arguments: SubjectKind.allCases)
    func aSubscriptionDoesNotKeepItsSubjectAlive(kind: SubjectKind) {
        var subject: AnySubject? = kind.make()
        weak let weakSubject = subject!.subject
        var token: Token? = Token()
        weak let weakToken = token
        // The observer captures its own subscription: still no cycle through the subject.
        var subscription: Disposable?
        subscription = subject!.observable.subscribe(onNext: { [token] _ in _ = token; _ = subscription })
        token = nil
        subject = nil
        #expect(weakSubject == nil)
        #expect(weakToken == nil)
        subscription?.dispose()
    }

    @Test(arguments: SubjectKind.allCases)
    func terminationReleasesObserversOfSubjectsThatDropThem(kind: SubjectKind) {
        // Every subject but BehaviorSubject empties its bag on a stop event (RxSwift's behaviour).
        let subject = kind.make()
        var token: Token? = Token()
        weak let weakToken = token
        let subscription = subject.observable.subscribe(onNext: { [token] _ in _ = token })
        token = nil
        subject.observer.onCompleted()
        #expect((weakToken == nil) == (kind != .behavior))
        subscription.dispose()
        #expect(weakToken == nil)
    }

    @Test func disposedSubjectsReleaseTheirObservers() {
        let publish = PublishSubject<Int>()
        let replay = ReplaySubject<Token>.create(bufferSize: 2)
        var token: Token? = Token()
        weak let weakToken = token
        _ = publish.subscribe(onNext: { [token] _ in _ = token })
        replay.onNext(token!)
        token = nil
        publish.dispose()
        #expect(weakToken != nil)
        replay.dispose()
        #expect(weakToken == nil)
    }

    @Test func relayedSubscriptionsFromCreateReleaseOnDispose() {
        let subject = PublishSubject<Int>()
        var token: Token? = Token()
        weak let weakToken = token
        let subscription = Observable<Int>.create { subject.subscribe($0) }
            .subscribe(onNext: { [token] _ in _ = token })
        token = nil
        subscription.dispose()
        #expect(weakToken == nil)
        #expect(!subject.hasObservers)
    }
}
