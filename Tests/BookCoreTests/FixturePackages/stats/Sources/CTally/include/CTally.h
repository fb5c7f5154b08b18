#ifndef CTALLY_H
#define CTALLY_H

/// The sum of the first `count` values.
long tally_sum(const long *values, long count);

#endif
