import RxRelays
import RxSubjects

/// The workloads against RxSubjects and RxRelays (this project's library).
func ourWorkloads() -> Workloads {
    Workloads(
    onNext: { subscribers in
        let subject = PublishSubject<Int>()
        let subscriptions = (0..<subscribers).map { _ in subject.subscribe(onNext: { sink.sum &+= $0 }) }
        return { count in
            for index in 0..<count { subject.onNext(index) }
            withExtendedLifetime(subscriptions) {}
        }
    },
    behaviorRelayAcceptAndValue: {
        let relay = BehaviorRelay(value: 0)
        let subscription = relay.subscribe(onNext: { sink.sum &+= $0 })
        return { count in
            for index in 0..<count {
                relay.accept(index)
                sink.sum &+= relay.value
            }
            withExtendedLifetime(subscription) {}
        }
    },
    replaySubscribeAndDispose: {
        let subject = ReplaySubject<Int>.create(bufferSize: 16)
        for element in 1...32 { subject.onNext(element) }
        return { count in
            for _ in 0..<count {
                subject.subscribe(onNext: { sink.sum &+= $0 }).dispose()
            }
        }
    },
    publishSubscribeAndDispose: {
        let subject = PublishSubject<Int>()
        return { count in
            for _ in 0..<count {
                subject.subscribe(onNext: { sink.sum &+= $0 }).dispose()
            }
        }
    },
    combineLatestPerElement: {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let subscription = Observable.combineLatest(first, second) { $0 &+ $1 }.subscribe(onNext: { sink.sum &+= $0 })
        first.onNext(0)
        second.onNext(0)
        return { count in
            for index in 0..<count {
                if index & 1 == 0 { first.onNext(index) } else { second.onNext(index) }
            }
            withExtendedLifetime(subscription) {}
        }
    },
    withLatestFromPerElement: {
        let first = PublishSubject<Int>()
        let second = BehaviorSubject(value: 1)
        let subscription = first.withLatestFrom(second) { $0 &+ $1 }.subscribe(onNext: { sink.sum &+= $0 })
        return { count in
            for index in 0..<count { first.onNext(index) }
            withExtendedLifetime(subscription) {}
        }
    },
    flatMapLatestPerElement: {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let subscription = outer.flatMapLatest { _ in inner }.subscribe(onNext: { sink.sum &+= $0 })
        outer.onNext(0)
        return { count in
            for index in 0..<count { inner.onNext(index) }
            withExtendedLifetime(subscription) {}
        }
    },
    flatMapLatestPerSwitch: {
        let outer = PublishSubject<Int>()
        let inners = [PublishSubject<Int>(), PublishSubject<Int>()]
        let subscription = outer.flatMapLatest { inners[$0 & 1] }.subscribe(onNext: { sink.sum &+= $0 })
        return { count in
            for index in 0..<count { outer.onNext(index) }
            withExtendedLifetime(subscription) {}
        }
    },
    mergePerElement: {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let subscription = Observable.merge(first, second).subscribe(onNext: { sink.sum &+= $0 })
        return { count in
            for index in 0..<count {
                if index & 1 == 0 { first.onNext(index) } else { second.onNext(index) }
            }
            withExtendedLifetime(subscription) {}
        }
    },
    scanPerElement: {
        let subject = PublishSubject<Int>()
        let subscription = subject.scan(0) { $0 &+ $1 }.subscribe(onNext: { sink.sum &+= $0 })
        return { count in
            for index in 0..<count { subject.onNext(index) }
            withExtendedLifetime(subscription) {}
        }
    }
    )
}
