// The system zlib: raw inflate and CRC-32 for the entries of `.ipa` archives (zip files).
#include <zlib.h>
