import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The two recursive locks RxSubjects could use, timed as an uncontended lock/unlock pair.
/// This is the measurement behind the choice of a pthread recursive mutex.
func lockRows(runs: Int) -> [Row] {
    let iterations = 2_000_000
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    let pthread = medianNanoseconds(runs: runs, iterations: iterations) { count in
        for _ in 0..<count {
            pthread_mutex_lock(mutex)
            pthread_mutex_unlock(mutex)
        }
    }
    let foundation = NSRecursiveLock()
    let nsLock = medianNanoseconds(runs: runs, iterations: iterations) { count in
        for _ in 0..<count {
            foundation.lock()
            foundation.unlock()
        }
    }
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
    return [
        Row(name: "lock+unlock, pthread recursive mutex", nanoseconds: pthread, reference: nil, note: "used"),
        Row(name: "lock+unlock, NSRecursiveLock", nanoseconds: nsLock, reference: nil, note: "RxSwift's on Linux"),
    ]
}
