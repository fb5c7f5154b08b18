#include "_RoundingShims.h"

int _rounding_shims_version(void) {
    return 1;
}
