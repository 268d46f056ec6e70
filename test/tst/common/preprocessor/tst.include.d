/* @@opts: -C -I. */
/*
 * #include of a header beside the test
 */

#pragma D option quiet

#include "tst.include.h"

BEGIN
{
	printf("%d\n", FROM_HEADER);
	exit(0);
}
