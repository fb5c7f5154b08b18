// swift-tools-version: 5.9
// A fixture for bookgen's tests: a library in a package of its own, used as a book's environment.
import PackageDescription

let package = Package(
    name: "quiet",
    products: [.library(name: "Greeter", targets: ["Greeter"])],
    targets: [.target(name: "Greeter")]
)
