// Importing RxCocoa also imports RxRelay (and so RxSwift); this module stands in for it.
@_exported import RxRelays
