/// A type that can be converted to a `ControlProperty`.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// Converts `self` to a `ControlProperty`.
    func asControlProperty() -> ControlProperty<Element>
}

/// A property of a user-interface control as a two-way value: its values come out as a sequence,
/// and elements sent to it (`bind(to:)`, `drive`) set it.
///
/// In RxCocoa the values are the control's initial value and the user's changes, on the main
/// thread, never failing; without UIKit, build one from any sequence and observer that keep
/// those promises (a `BehaviorRelay` and a closure that stores the value, for instance).
/// Subscribing happens on the main queue (`ConcurrentMainScheduler`), as in RxCocoa.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// Creates a control property from the sequence of its values and the observer that sets it.
    ///
    /// - Parameters:
    ///   - values: The property's values.
    ///   - valueSink: The observer that sets the property.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    /// Subscribes `observer` to the property's values.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The values after the first: the changes, as a `ControlEvent`.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// Returns the values as an `Observable`.
    public func asObservable() -> Observable<Element> {
        values
    }

    /// Returns `self`.
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets the property from a `next` element and passes `completed` on; an error is a
    /// programmer error, which stops a debug build and is printed in release.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            bindingError(error)
        case .next, .completed:
            valueSink.on(event)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as the empty string: what a text field's `text` is usually bound as.
    public var orEmpty: ControlProperty<String> {
        let original: ControlProperty<String?> = asControlProperty()
        let values: Observable<String> = original.values.map { $0 ?? "" }
        let valueSink: AnyObserver<String> = original.valueSink.mapObserver { $0 }
        return ControlProperty<String>(values: values, valueSink: valueSink)
    }
}
