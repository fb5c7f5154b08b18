import CTally
import Rounding

/// The sum of `values`, added up in C.
public func total(_ values: [Int]) -> Int {
    values.withUnsafeBufferPointer { Int(tally_sum($0.baseAddress, $0.count)) }
}

/// The volume of a cube whose edges are `edge` long. Transparent, as swift-numerics' functions are:
/// a caller compiles the C shim's inline function into its own code, which then needs the C library.
@_transparent
public func volume(ofCubeWithEdge edge: Double) -> Double {
    power(edge, 3)
}
