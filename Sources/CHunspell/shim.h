// hunspell, the reference spell checker (LibreOffice, Firefox, macOS), for `wrong-language`.
#include <hunspell.h>
