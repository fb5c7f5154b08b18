import Tally

// snippet.hide
let words = "b a b c b a".split(separator: " ").map(String.init)
// snippet.show

// snippet.count
var tally = Tally()
for word in words {
    tally.add(word)
}
// snippet.end

// snippet.rank
print(tally.ranking)
// Prints "["b", "a", "c"]"
// snippet.end
