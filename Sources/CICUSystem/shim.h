// The system ICU's C headers; only the CICU target includes them.
#include <unicode/utypes.h>
