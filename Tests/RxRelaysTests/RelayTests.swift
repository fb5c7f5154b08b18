import RxRelays
import RxTestSupport
import Testing

@Suite struct RelayTests {
    @Test func publishRelaySendsAcceptedElementsToCurrentSubscribers() {
        let relay = PublishRelay<Int>()
        let recorder = Recorder<Int>()
        relay.accept(1)
        let subscription = relay.subscribe(recorder)
        relay.accept(2)
        relay.accept(3)
        subscription.dispose()
        relay.accept(4)
        #expect(recorder.events == [.next(2), .next(3)])
    }

    @Test func behaviorRelayHoldsTheCurrentValue() {
        let relay = BehaviorRelay(value: "a")
        #expect(relay.value == "a")
        let recorder = Recorder<String>()
        _ = relay.subscribe(recorder)
        relay.accept("b")
        #expect(relay.value == "b")
        let late = Recorder<String>()
        _ = relay.asObservable().subscribe(late)
        #expect(recorder.events == [.next("a"), .next("b")])
        #expect(late.events == [.next("b")])
    }

    @Test func replayRelayReplaysItsBuffer() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        let unbound = ReplayRelay<Int>.createUnbound()
        for element in 1...5 {
            relay.accept(element)
            unbound.accept(element)
        }
        let recorder = Recorder<Int>()
        let all = Recorder<Int>()
        _ = relay.subscribe(recorder)
        _ = unbound.subscribe(all)
        #expect(recorder.events == [.next(4), .next(5)])
        #expect(all.elements == [1, 2, 3, 4, 5])
    }

    @Test func relaysAreNotObservers() {
        // They cannot be sent an error or completion: no `on`, `onError` or `onCompleted`.
        #expect(!(PublishRelay<Int>() as Any is any ObserverType))
        #expect(!(BehaviorRelay(value: 0) as Any is any ObserverType))
        #expect(!(ReplayRelay<Int>.create(bufferSize: 1) as Any is any ObserverType))
    }

    @Test func bindToRelaysForwardsElementsButNotCompletion() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 3)
        let publishRecorder = Recorder<Int>()
        let behaviorRecorder = Recorder<Int>()
        _ = publish.subscribe(publishRecorder)
        _ = behavior.subscribe(behaviorRecorder)
        _ = Observable.of(1, 2).bind(to: publish)
        _ = Observable.of(1, 2).bind(to: behavior)
        _ = Observable.of(1, 2).bind(to: replay, replay)
        publish.accept(3)
        behavior.accept(3)
        #expect(publishRecorder.events == [.next(1), .next(2), .next(3)])
        #expect(behaviorRecorder.events == [.next(0), .next(1), .next(2), .next(3)])
        let replayed = Recorder<Int>()
        _ = replay.subscribe(replayed)
        #expect(replayed.elements == [1, 2, 2])
        #expect(behavior.value == 3)
    }

    @Test func bindToOptionalRelays() {
        let publish = PublishRelay<Int?>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int?>.create(bufferSize: 1)
        let recorder = Recorder<Int?>()
        _ = publish.subscribe(recorder)
        _ = Observable.just(1).bind(to: publish)
        _ = Observable.just(2).bind(to: behavior)
        _ = Observable.just(3).bind(to: replay)
        let replayed = Recorder<Int?>()
        _ = replay.subscribe(replayed)
        #expect(recorder.events == [.next(1)])
        #expect(behavior.value == 2)
        #expect(replayed.events == [.next(3)])
    }

    @Test func relayBindsToRelayAndDisposingUnbinds() {
        let source = BehaviorRelay(value: 1)
        let target = BehaviorRelay(value: 0)
        let binding = source.bind(to: target)
        #expect(target.value == 1)
        source.accept(2)
        binding.dispose()
        source.accept(3)
        #expect(target.value == 2)
    }

    @Test func disposingARelaySubscriptionReleasesTheObserver() {
        let relay = BehaviorRelay(value: 0)
        var token: Token? = Token()
        weak let weakToken = token
        let bag = DisposeBag()
        var subscription: Disposable? = relay.subscribe(onNext: { [token] _ in _ = token })
        token = nil
        #expect(weakToken != nil)
        subscription?.dispose()
        subscription = nil
        #expect(weakToken == nil)
        _ = bag
    }
}

/// Relays are subjects inside, so RxSwift's debug-build reentrancy check applies to them too.
/// The counts were observed from RxRelay 6.10.2 in a debug build: the subject's check and the
/// subscriber's each report an element accepted during a delivery.
@Suite struct RelayReentrancyTests {
    private var twoWarnings: [String] {
        libraryChecksInDebug ? Array(repeating: "⚠️ Reentrancy anomaly was detected.", count: 2) : []
    }

    @Test func acceptingFromInsideAPublishRelaySubscriber() {
        var received: [Int] = []
        let (_, warnings) = collectingWarnings {
            let relay = PublishRelay<Int>()
            _ = relay.subscribe(onNext: { value in
                received.append(value)
                if value == 1 { relay.accept(2) }
            })
            relay.accept(1)
        }
        #expect(received == [1, 2])
        #expect(warningTitles(warnings) == twoWarnings)
    }

    @Test func acceptingFromInsideABehaviorRelaySubscriber() {
        var received: [Int] = []
        let (_, warnings) = collectingWarnings {
            let relay = BehaviorRelay(value: 0)
            _ = relay.subscribe(onNext: { value in
                received.append(value)
                if value == 1 { relay.accept(2) }
            })
            relay.accept(1)
        }
        #expect(received == [0, 1, 2])
        #expect(warningTitles(warnings) == twoWarnings)
    }
}
