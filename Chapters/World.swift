// The declarations this book's examples share, declared once (Chapters/World.swift).

/// The error the examples send when they need one.
enum DemoError: Error {
  case somethingBroke
  case connectionLost
}

/// Subscribes to `source`, prints on one line every event the `subscribe` call itself delivers
/// (all a late subscriber is handed at once), then disposes. A disposed subject's error prints as
/// `error(disposed)`.
func lateLook<Source: ObservableType>(_ label: String, at source: Source) {
  var seen: [String] = []
  source.subscribe { event in
    if case .disposed? = event.error as? RxError {
      seen.append("error(disposed)")
    } else {
      seen.append("\(event)")
    }
  }
  .dispose()
  print("\(label):", seen.isEmpty ? "(nothing)" : seen.joined(separator: ", "))
}

/// Stands in for a button: `press()` plays the user; `tap` is what `button.rx.tap` gives an app.
final class FakeButton {
  private let presses = PublishSubject<Void>()

  var tap: Observable<Void> {
    presses.asObservable()
  }

  func press() {
    presses.onNext(())
  }
}
