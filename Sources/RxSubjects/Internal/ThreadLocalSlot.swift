#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread thread-local slot that holds one object per thread.
///
/// The slot retains what is set in it and releases it when it is replaced or when its thread
/// exits. Each thread reads and writes only its own value, so no lock is needed.
struct ThreadLocalSlot<Value: AnyObject>: @unchecked Sendable {
    // @unchecked Sendable: the key is an immutable number; pthread keeps one value per thread.
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        #if canImport(Darwin)
        let status = pthread_key_create(&key) { Unmanaged<AnyObject>.fromOpaque($0).release() }
        #else
        let status = pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
        #endif
        precondition(status == 0, "pthread_key_create failed: \(status)")
        self.key = key
    }

    /// This thread's value, if any.
    var value: Value? {
        get {
            pthread_getspecific(key).map { Unmanaged<Value>.fromOpaque($0).takeUnretainedValue() }
        }
        nonmutating set {
            let old = pthread_getspecific(key)
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
            if let old { Unmanaged<AnyObject>.fromOpaque(old).release() }
        }
    }
}
