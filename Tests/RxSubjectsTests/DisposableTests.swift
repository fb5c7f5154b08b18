import RxSubjects
import RxTestSupport
import Testing

@Suite struct DisposableTests {
    @Test func createWithRunsTheActionOnce() {
        let log = Log()
        let disposable = Disposables.create { log.append("disposed") }
        #expect(!disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        #expect(disposable.isDisposed)
        #expect(log.lines == ["disposed"])
    }

    @Test func combinedDisposablesDisposeEachOnceInOrder() {
        let log = Log()
        let parts = (1...5).map { index in Disposables.create { log.append("\(index)") } }
        let two = Disposables.create(parts[0], parts[1])
        let three = Disposables.create(parts[2], parts[3], parts[4])
        two.dispose()
        three.dispose()
        two.dispose()
        #expect(two.isDisposed && three.isDisposed)
        #expect(log.lines == ["1", "2", "3", "4", "5"])

        let many = (1...4).map { index in Disposables.create { log.append("many \(index)") } }
        Disposables.create(many[0], many[1], many[2], many[3]).dispose()
        Disposables.create([Disposables.create { log.append("array") }]).dispose()
        Disposables.create().dispose()
        #expect(log.lines.suffix(5) == ["many 1", "many 2", "many 3", "many 4", "array"])
    }

    @Test func disposeBagDisposesEverythingInOrderWhenReleased() {
        let log = Log()
        var bag: DisposeBag? = DisposeBag()
        Disposables.create { log.append("1") }.disposed(by: bag!)
        bag!.insert(Disposables.create { log.append("2") }, Disposables.create { log.append("3") })
        bag!.insert {
            Disposables.create { log.append("4") }
            Disposables.create { log.append("5") }
        }
        #expect(log.lines == [])
        bag = nil
        #expect(log.lines == ["1", "2", "3", "4", "5"])
    }

    @Test func disposeBagInitialisers() {
        let log = Log()
        do {
            let first = DisposeBag(disposing: Disposables.create { log.append("a") })
            let second = DisposeBag { Disposables.create { log.append("b") } }
            #expect(log.lines == [])
            withExtendedLifetime((first, second)) {}
        }
        #expect(log.lines.sorted() == ["a", "b"])
    }

    @Test func compositeDisposableInsertRemoveCountAndDispose() throws {
        let log = Log()
        let composite = CompositeDisposable()
        let first = try #require(composite.insert(Disposables.create { log.append("first") }))
        _ = composite.insert(Disposables.create { log.append("second") })
        _ = composite.insert(Disposables.create { log.append("third") })
        #expect(composite.count == 3)
        composite.remove(for: first)
        #expect(log.lines == ["first"])
        #expect(composite.count == 2)
        composite.dispose()
        #expect(composite.isDisposed)
        #expect(composite.count == 0)
        #expect(log.lines == ["first", "second", "third"])
        let late = composite.insert(Disposables.create { log.append("late") })
        #expect(late == nil)
        #expect(log.lines.last == "late")
    }

    @Test func compositeDisposableInitialisers() {
        let log = Log()
        let disposables = (1...5).map { index in Disposables.create { log.append("\(index)") } }
        CompositeDisposable(disposables[0], disposables[1]).dispose()
        CompositeDisposable(disposables[2], disposables[3], disposables[4]).dispose()
        #expect(log.lines == ["1", "2", "3", "4", "5"])
        #expect(CompositeDisposable(disposables: []).count == 0)
    }
}
