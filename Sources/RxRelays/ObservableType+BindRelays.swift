extension ObservableType {
    /// Sends every element to each of `relays`; an error stops a debug build and is printed in release.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(relays, accept: { $0.accept($1) }, kind: "publish")
    }

    /// Sends every element, wrapped in `Optional`, to each of `relays`.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bind(relays, accept: { $0.accept($1) }, kind: "publish")
    }

    /// Sends every element to each of `relays`; an error stops a debug build and is printed in release.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(relays, accept: { $0.accept($1) }, kind: "behavior")
    }

    /// Sends every element, wrapped in `Optional`, to each of `relays`.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bind(relays, accept: { $0.accept($1) }, kind: "behavior")
    }

    /// Sends every element to each of `relays`; an error stops a debug build and is printed in release.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: A disposable that ends the binding.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        // "behavior", not "replay": RxRelay 6.10.2 prints the behavior relay's message here too.
        bind(relays, accept: { $0.accept($1) }, kind: "behavior")
    }

    /// Sends every element, wrapped in `Optional`, to each of `relays`.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bind(relays, accept: { $0.accept($1) }, kind: "behavior")
    }

    /// The shared body of the relay bindings; `kind` names the relay in RxRelay's error message.
    private func bind<Relay>(_ relays: [Relay], accept: @escaping (Relay, Element) -> Void, kind: String) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                relays.forEach { accept($0, element) }
            case .error(let error):
                rxFatalErrorInDebug("Binding error to \(kind) relay: \(error)")
            case .completed:
                break
            }
        }
    }
}

/// Stops a debug build with `message` and prints it in a release build, as RxRelay's helper does.
private func rxFatalErrorInDebug(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    #if DEBUG
    fatalError(message(), file: file, line: line)
    #else
    print("\(file):\(line): \(message())")
    #endif
}
