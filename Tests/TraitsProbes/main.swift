// Probe programs for scripts/compare-traits: built once against the bundled library and once
// against RxSwift/RxRelay/RxCocoa/RxTest/RxBlocking 6.10.2, run, and their outputs diffed. Each
// probe prints what a chapter or a test claims; RxCocoaTraitsTests asserts the same sequences.
import RxCocoa
import RxRelay
import RxSwift

enum ProbeError: Swift.Error {
    case failed
}

traitsProbes()
schedulerProbes()
operatorProbes()
creatingAndSubscribingProbes()
reentrancyProbes()
scanProbes()
combineLatestProbes()
withLatestFromProbes()
flatteningProbes()
infallibleProbes()
sharedSequenceCombiningProbes()
escapeHatchProbes()
takeUntilProbes()
virtualTimeProbes()
debounceDelayProbes()
blockingProbes()
concatProbes()
concurrencyProbes()
