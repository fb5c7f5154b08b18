// ANCHOR: body
let count: Int = "three"
print(count)
// ANCHOR_END: body
