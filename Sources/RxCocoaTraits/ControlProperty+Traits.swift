extension ControlProperty {
    /// Returns the property's values as a `Driver`; a control property cannot fail.
    ///
    /// Should it fail all the same, a debug build stops and a release build completes the driver.
    public func asDriver() -> Driver<Element> {
        asDriver { _ -> Driver<Element> in
            #if DEBUG
            fatalError("Somehow driver received error from a source that shouldn't fail.")
            #else
            return Driver.empty()
            #endif
        }
    }
}

extension ControlEvent {
    /// Returns the occurrences as a `Driver`; a control event cannot fail.
    ///
    /// Should it fail all the same, a debug build stops and a release build completes the driver.
    public func asDriver() -> Driver<Element> {
        asDriver { _ -> Driver<Element> in
            #if DEBUG
            fatalError("Somehow driver received error from a source that shouldn't fail.")
            #else
            return Driver.empty()
            #endif
        }
    }

    /// Returns the occurrences as a `Signal`; a control event cannot fail.
    ///
    /// Should it fail all the same, a debug build stops and a release build completes the signal.
    public func asSignal() -> Signal<Element> {
        asSignal { _ -> Signal<Element> in
            #if DEBUG
            fatalError("Somehow signal received error from a source that shouldn't fail.")
            #else
            return Signal.empty()
            #endif
        }
    }
}
