/// Greets quietly: the same call as the loud package's, printing something else.
public func greet(_ name: String) {
    print("hello, \(name.lowercased())")
}

/// Prints the same in both packages.
public func count(to number: Int) {
    print((1...number).map(String.init).joined(separator: " "))
}
