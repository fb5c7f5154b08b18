@testable import RxSubjects
import Testing

@Suite struct BagTests {
    private func contents(_ bag: Bag<String>) -> [String] {
        var values: [String] = []
        bag.forEach { values.append($0) }
        return values
    }

    @Test func firstValueTakesTheInlineSlotAndTheRestKeepInsertionOrder() {
        var bag = Bag<String>()
        let keys = (0..<50).map { bag.insert("v\($0)") }
        #expect(bag.count == 50)
        #expect(contents(bag) == (0..<50).map { "v\($0)" })
        #expect(bag.removeKey(keys[0]) == "v0")
        #expect(bag.removeKey(keys[0]) == nil)
        #expect(bag.removeKey(keys[30]) == "v30")
        _ = bag.insert("new")
        #expect(contents(bag) == ["new"] + (1..<50).filter { $0 != 30 }.map { "v\($0)" })
    }

    @Test func copiesAreIndependentOfLaterRemovals() {
        var bag = Bag<String>()
        _ = bag.insert("a")
        let key = bag.insert("b")
        let snapshot = bag
        _ = bag.removeKey(key)
        bag.removeAll()
        #expect(bag.isEmpty)
        #expect(contents(snapshot) == ["a", "b"])
    }

    @Test func ringBufferKeepsTheNewestInOrder() {
        var buffer = RingBuffer<Int>(capacity: 3)
        var seen: [Int] = []
        for value in 1...10 { buffer.append(value) }
        buffer.forEach { seen.append($0) }
        #expect(seen == [8, 9, 10])
        var empty = RingBuffer<Int>(capacity: 0)
        empty.append(1)
        #expect(empty.count == 0)
    }
}
