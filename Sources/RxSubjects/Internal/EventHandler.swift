/// One observer in a subject's bag: the observer, as an object, and the function that hands it an event.
///
/// Two choices here are for speed. The function is a closure that captures nothing, so making it
/// allocates nothing: an observer that is a class (the observer of `subscribe(onNext:)`, a
/// subject) is stored as it is, and only an observer that is a value is boxed. And it takes the
/// event `inout`, not to change it: a closure stored in generic storage must use the representation
/// generic code expects, which passes a generic `Event<Element>` indirectly, while one made by a
/// subscriber's specialized code passes `Event<Int>` directly, so storing it would wrap it in a
/// conversion closure, one more allocation per subscription and one more call per delivery. An
/// `inout` parameter is passed by address in every representation.
@usableFromInline
struct EventHandler<Element> {
    @usableFromInline let observer: AnyObject
    @usableFromInline let deliver: (AnyObject, inout Event<Element>) -> Void

    /// Holds `observer` and calls its `on`.
    @inlinable
    init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if Observer.self is AnyClass {
            // A class: store the reference itself, and read it back as such. `_unsafeReferenceCast`
            // (valid here, both being references) borrows; `unsafeBitCast` would retain and
            // release the observer on every delivery.
            self.observer = unsafeBitCast(observer, to: AnyObject.self)
            deliver = { observer, event in _unsafeReferenceCast(observer, to: Observer.self).on(event) }
        } else {
            self.observer = ObserverBox(observer)
            deliver = { box, event in unsafeDowncast(box, to: ObserverBox<Observer>.self).observer.on(event) }
        }
    }

    /// Sends `event` to the observer.
    @inlinable @inline(__always)
    func on(_ event: inout Event<Element>) {
        deliver(observer, &event)
    }
}

/// An observer that is a value, boxed so that a bag can hold it as an object.
@usableFromInline
final class ObserverBox<Observer: ObserverType> {
    @usableFromInline let observer: Observer

    @inlinable
    init(_ observer: Observer) {
        self.observer = observer
    }
}

/// Delivers `event` to every observer in `observers`, in bag order.
///
/// Called with no lock held, on a copy of a subject's bag, as RxSwift's `dispatch` is.
/// It is `Bag.forEach` written out, to borrow each handler where it is stored rather than copy it:
/// a copy would retain and release every observer on every delivery.
@inlinable @inline(__always)
func dispatch<Element>(_ observers: Bag<EventHandler<Element>>, _ event: Event<Element>) {
    var event = event
    observers.value0?.on(&event)
    observers.pairs.withUnsafeBufferPointer { entries in
        for index in entries.indices {
            entries[index].value.on(&event)
        }
    }
}
