/// Greets loudly: the same call as the quiet package's, printing something else.
public func greet(_ name: String) {
    print("HELLO, \(name.uppercased())!")
}

/// Prints the same in both packages.
public func count(to number: Int) {
    print((1...number).map(String.init).joined(separator: " "))
}
