import Foundation
import MallocCounter
import RxRelays
import RxSubjects

// RxSwift 6.10.2, built in release on this kind of machine, in ns/op (from the project's issue).
let runs = Int(ProcessInfo.processInfo.environment["RX_BENCH_RUNS"] ?? "") ?? 15
let sink = Sink()
var rows: [Row] = []

func publishRow(subscribers: Int, reference: Double?) -> Row {
    let subject = PublishSubject<Int>()
    let subscriptions = (0..<subscribers).map { _ in subject.subscribe(onNext: { sink.sum &+= $0 }) }
    let perOnNext = medianNanoseconds(runs: runs, iterations: 2_000_000 / subscribers) { count in
        for index in 0..<count { subject.onNext(index) }
    }
    subscriptions.forEach { $0.dispose() }
    let perDelivery = perOnNext / Double(subscribers)
    let eventsPerSecond = 1e9 / perDelivery
    if subscribers == 1 {
        return Row(
            name: "PublishSubject.onNext, 1 subscriber", nanoseconds: perOnNext, reference: reference,
            note: String(format: "%.1fM events/s", eventsPerSecond / 1e6)
        )
    }
    return Row(
        name: "PublishSubject.onNext, \(subscribers) subscribers, per delivery", nanoseconds: perDelivery,
        reference: reference,
        note: String(format: "%.1f ns per onNext, %.1fM deliveries/s", perOnNext, eventsPerSecond / 1e6)
    )
}

rows.append(publishRow(subscribers: 1, reference: 710))
rows.append(publishRow(subscribers: 8, reference: 245))
rows.append(publishRow(subscribers: 64, reference: 210))

do {
    let relay = BehaviorRelay(value: 0)
    let subscription = relay.subscribe(onNext: { sink.sum &+= $0 })
    let nanoseconds = medianNanoseconds(runs: runs, iterations: 2_000_000) { count in
        for index in 0..<count {
            relay.accept(index)
            sink.sum &+= relay.value
        }
    }
    subscription.dispose()
    rows.append(Row(name: "BehaviorRelay.accept + value, 1 subscriber", nanoseconds: nanoseconds, reference: 1_100, note: ""))
}

do {
    let subject = ReplaySubject<Int>.create(bufferSize: 16)
    for element in 1...32 { subject.onNext(element) }
    let nanoseconds = medianNanoseconds(runs: runs, iterations: 200_000) { count in
        for _ in 0..<count {
            subject.subscribe(onNext: { sink.sum &+= $0 }).dispose()
        }
    }
    rows.append(Row(
        name: "ReplaySubject(bufferSize: 16) of 32: subscribe + dispose", nanoseconds: nanoseconds, reference: 9_600,
        note: "16 elements replayed each time"
    ))
}

do {
    let subject = PublishSubject<Int>()
    let nanoseconds = medianNanoseconds(runs: runs, iterations: 1_000_000) { count in
        for _ in 0..<count {
            subject.subscribe(onNext: { sink.sum &+= $0 }).dispose()
        }
    }
    rows.append(Row(name: "PublishSubject subscribe + dispose", nanoseconds: nanoseconds, reference: 2_400, note: ""))
}

do {
    let subject = PublishSubject<Int>()
    let subscription = subject.subscribe(onNext: { sink.sum &+= $0 })
    let count = 100_000
    for index in 0..<1_000 { subject.onNext(index) }
    malloc_counter_start()
    for index in 0..<count { subject.onNext(index) }
    let allocations = malloc_counter_stop()
    subscription.dispose()
    rows.append(Row(
        name: "allocations per onNext, 1 subscriber", nanoseconds: Double(allocations) / Double(count), reference: nil,
        note: "mallocs, not ns (goal: 0)"
    ))

    malloc_counter_start()
    for _ in 0..<count { subject.subscribe(onNext: { sink.sum &+= $0 }).dispose() }
    let churn = malloc_counter_stop()
    rows.append(Row(
        name: "allocations per subscribe + dispose", nanoseconds: Double(churn) / Double(count), reference: nil,
        note: "mallocs, not ns"
    ))
}

rows.append(contentsOf: lockRows(runs: runs))

print("RxSubjects benchmark: median of \(runs) runs, release build, \(ProcessInfo.processInfo.activeProcessorCount) cores")
printTable(rows)
print("(checksum \(sink.sum & 0xff))")
