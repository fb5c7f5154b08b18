/// How long a shared sequence keeps the subject through which it shares the source.
public enum SubjectLifetimeScope {
    /// Each connection to the source gets its own subject: once the last subscriber leaves (or the
    /// source terminates) the replay buffer is gone, and the next subscriber subscribes to the source again.
    case whileConnected
    /// One subject for the life of the shared sequence: a later connection may replay elements of
    /// an earlier one, and once the source has terminated, new subscribers get the buffer and the
    /// terminal event without any new subscription to the source.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, replaying the latest `replay`
    /// elements to each new one.
    ///
    /// The source is subscribed when the first subscriber arrives and disposed when the last leaves.
    ///
    /// - Parameters:
    ///   - replay: How many of the latest elements a new subscriber gets at once.
    ///   - scope: Whether the replay buffer lives per connection or forever.
    /// - Returns: The shared sequence.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch scope {
        case .forever:
            switch replay {
            case 0: multicast(PublishSubject()).refCount()
            default: multicast(ReplaySubject.create(bufferSize: replay)).refCount()
            }
        case .whileConnected:
            switch replay {
            case 0: ShareWhileConnected(source: asObservable(), replaysLatest: false)
            case 1: ShareWhileConnected(source: asObservable(), replaysLatest: true)
            default: multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
            }
        }
    }
}
