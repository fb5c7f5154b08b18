/// Room for one element that may not have arrived yet: what an `Element?` property would hold.
///
/// Operator code is generic and not specialized for its element types, and in such code every
/// read or write of an `Element?` looks `Optional<Element>`'s metadata up in the runtime's cache.
/// A pointer to the element needs only `Element`'s own metadata, which the code already has, so
/// the operators that keep a latest element on their per-element path keep it here.
struct ElementSlot<Element>: ~Copyable {
    private let storage = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    /// Whether an element was stored.
    private(set) var isFilled = false

    init() {}

    deinit {
        if isFilled {
            storage.deinitialize(count: 1)
        }
        storage.deallocate()
    }

    /// Replaces the stored element, if any, with `element`.
    mutating func store(_ element: Element) {
        if isFilled {
            storage.pointee = element
        } else {
            storage.initialize(to: element)
            isFilled = true
        }
    }

    /// The stored element; only read once one was stored.
    var element: Element {
        assert(isFilled, "read an empty ElementSlot")
        return storage.pointee
    }
}
