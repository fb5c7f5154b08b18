import Tally

var tally = Tally()
tally.add("one")
print(tally.counts["one"] ?? 0)
