import _RoundingShims

/// `base` to the power `exponent`, by the C maths library's `pow`.
@_transparent
public func power(_ base: Double, _ exponent: Double) -> Double {
    _rounding_pow(base, exponent)
}

/// The version of the C shims compiled into the library.
public var shimsVersion: Int { Int(_rounding_shims_version()) }
