#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock on a file: exclusive while one bookgen builds something into the cache folder, shared while
/// checks use it, so that a build never replaces files another check is compiling against.
enum FileLock {
    /// Waits until the lock on `path` can be taken and takes it, creating the file if needed.
    ///
    /// - Parameters:
    ///   - shared: Take a shared lock (many holders) instead of an exclusive one.
    ///   - waiting: Wait for the holders to let go; when false, give up at once if there are any.
    /// - Returns: The descriptor to pass to `release`, or nil when the file cannot be opened or locked.
    static func acquire(_ path: String, shared: Bool = false, waiting: Bool = true) -> Int32? {
        let descriptor = open(path, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else { return nil }
        while flock(descriptor, (shared ? LOCK_SH : LOCK_EX) | (waiting ? 0 : LOCK_NB)) != 0 {
            if errno != EINTR {
                close(descriptor)
                return nil
            }
        }
        return descriptor
    }

    static func release(_ descriptor: Int32) {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
