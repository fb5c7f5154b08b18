#include "CTally.h"

long tally_sum(const long *values, long count) {
    long sum = 0;
    for (long index = 0; index < count; index++) sum += values[index];
    return sum;
}
