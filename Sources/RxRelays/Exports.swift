// Relays are built on the subjects, and code that imports RxRelays uses both, as with RxSwift's RxRelay.
@_exported import RxSubjects
