/// One observer in a subject's bag: the observer, as an object, and the function that hands it an event.
///
/// The choices here are for speed:
/// - The function is a closure that captures nothing when the subscriber's code is specialized,
///   so making it allocates nothing: an observer that is a class (the observer of
///   `subscribe(onNext:)`, a subject) is stored as it is; only an observer that is a value is boxed.
///   Generic code captures the observer's type, so it is one closure, not one per kind of event.
/// - A `next` event goes to the observer's `_rxOnNext` as the bare element, so an operator's
///   generic code never has to look up `Event`'s metadata for it.
/// - The closure takes a pointer, to the element or to the event: a closure stored in generic
///   storage must use the representation generic code expects, which passes a generic value
///   indirectly, while one made by specialized code passes `Int` directly, so storing it would wrap
///   it in a conversion closure (one more allocation per subscription, one more call per delivery).
///   A pointer is passed the same way in every representation.
/// - It is not generic: a bag of handlers is then one concrete type, whose code generic code runs
///   without looking up the metadata of `Bag<EventHandler>` and its parts on every
///   subscription. Its owner (a subject) holds observers of one element type only, and passes
///   that type to `on` and `onNext`.
@usableFromInline
struct EventHandler {
    @usableFromInline let observer: AnyObject
    /// Takes the observer and, when the flag is set, a pointer to the element of a `next` event;
    /// otherwise a pointer to the event.
    @usableFromInline let deliver: (AnyObject, UnsafeRawPointer, _ isNext: Bool) -> Void

    /// Holds `observer` and calls its `on` and `_rxOnNext`.
    @inlinable
    init<Observer: ObserverType>(_ observer: Observer) {
        if Observer.self is AnyClass {
            // A class: store the reference itself, and read it back as such. `_unsafeReferenceCast`
            // (valid here, both being references) borrows; `unsafeBitCast` would retain and
            // release the observer on every delivery.
            self.observer = unsafeBitCast(observer, to: AnyObject.self)
            deliver = { observer, pointer, isNext in
                if isNext {
                    _unsafeReferenceCast(observer, to: Observer.self)._rxOnNext(pointer.assumingMemoryBound(to: Observer.Element.self).pointee)
                } else {
                    EventHandler.deliverEvent(pointer, to: _unsafeReferenceCast(observer, to: Observer.self))
                }
            }
        } else {
            self.observer = ObserverBox(observer)
            deliver = { box, pointer, isNext in
                let observer = unsafeDowncast(box, to: ObserverBox<Observer>.self).observer
                if isNext {
                    observer._rxOnNext(pointer.assumingMemoryBound(to: Observer.Element.self).pointee)
                } else {
                    EventHandler.deliverEvent(pointer, to: observer)
                }
            }
        }
    }

    /// Out of line, so that generic code looks `Event`'s metadata up only for the events that are not `next`.
    @inlinable @inline(never)
    static func deliverEvent<Observer: ObserverType>(_ pointer: UnsafeRawPointer, to observer: Observer) {
        observer.on(pointer.assumingMemoryBound(to: Event<Observer.Element>.self).pointee)
    }

    /// Sends `event` to the observer, whose element type must be `Element`.
    @inlinable @inline(__always)
    func on<Element>(_ event: inout Event<Element>) {
        withUnsafePointer(to: &event) { deliver(observer, $0, false) }
    }

    /// Sends a `next` event carrying the element at `element` to the observer, whose element type
    /// must be `Element`.
    @inlinable @inline(__always)
    func onNext<Element>(_ element: UnsafePointer<Element>) {
        deliver(observer, element, true)
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

/// Delivers `event` to every observer in `observers` (all of them observers of `Element`), in bag order.
///
/// Called with no lock held, on a copy of a subject's bag, as RxSwift's `dispatch` is.
/// It is `Bag.forEach` written out, to borrow each handler where it is stored rather than copy it:
/// a copy would retain and release every observer on every delivery.
@inlinable @inline(__always)
func dispatch<Element>(_ observers: Bag<EventHandler>, _ event: Event<Element>) {
    if case .next(let element) = event {
        withUnsafePointer(to: element) { dispatchNext(observers, $0) }
        return
    }
    var event = event
    observers.value0?.on(&event)
    observers.pairs.withUnsafeBufferPointer { entries in
        for index in entries.indices {
            entries[index].value.on(&event)
        }
    }
}

/// Delivers a `next` event carrying the element at `element` to every observer in `observers`
/// (all of them observers of `Element`), in bag order.
@inlinable @inline(__always)
func dispatchNext<Element>(_ observers: Bag<EventHandler>, _ element: UnsafePointer<Element>) {
    observers.value0?.onNext(element)
    observers.pairs.withUnsafeBufferPointer { entries in
        for index in entries.indices {
            entries[index].value.onNext(element)
        }
    }
}
