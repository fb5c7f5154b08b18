import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The two recursive locks RxSubjects could use, timed as an uncontended lock/unlock pair.
/// This is the measurement behind the choice of a pthread recursive mutex.
func printLocks(runs: Int) {
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    let foundation = NSRecursiveLock()
    let (pthread, nsLock) = measureInterleaved(
        runs: runs, target: 0.02,
        ours: { count in
            for _ in 0..<count {
                pthread_mutex_lock(mutex)
                pthread_mutex_unlock(mutex)
            }
        },
        theirs: { count in
            for _ in 0..<count {
                foundation.lock()
                foundation.unlock()
            }
        }
    )
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
    print(String(format: "  pthread recursive mutex (RxSubjects): %.1f ns", pthread))
    print(String(format: "  NSRecursiveLock (RxSwift on Linux):   %.1f ns", nsLock ?? 0))
}
