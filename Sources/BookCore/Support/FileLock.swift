#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive lock on a file, held while two bookgen processes could otherwise build the same
/// thing into the same cache folder at once.
enum FileLock {
    /// Waits until the lock on `path` is free and takes it, creating the file if needed.
    ///
    /// - Returns: The descriptor to pass to `release`, or nil when the file cannot be opened or locked.
    static func acquire(_ path: String) -> Int32? {
        let descriptor = open(path, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else { return nil }
        while flock(descriptor, LOCK_EX) != 0 {
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
