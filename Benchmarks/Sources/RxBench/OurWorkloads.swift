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
    }
    )
}
