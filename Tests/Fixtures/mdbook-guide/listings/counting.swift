// The counting example, kept as a Swift file; the chapter includes the part between the anchors.
// ANCHOR: body
let numbers = (1...3).map(String.init)
print(numbers.joined(separator: " "))
// ANCHOR_END: body
