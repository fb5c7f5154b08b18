#ifndef ROUNDING_SHIMS_H
#define ROUNDING_SHIMS_H

#include <math.h>

/// Inline, so a Swift caller compiles it into its own code (and then links the C maths library).
static inline double _rounding_pow(double base, double exponent) {
    return pow(base, exponent);
}

/// Compiled into the package's library.
int _rounding_shims_version(void);

#endif
