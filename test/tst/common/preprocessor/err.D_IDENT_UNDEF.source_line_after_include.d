/* @@opts: -C -I. -x errsrc */
/* @@stderr: 	x = missing_name + 1; */
/* after an #include the line quoted is still the program's own */

#include "tst.include.h"

BEGIN
{
	x = missing_name + 1;
}
