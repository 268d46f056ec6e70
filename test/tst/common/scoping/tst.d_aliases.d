/*
 * the D type namespace holds D's type aliases (uint64_t, int32_t, ...)
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", sizeof (D`uint64_t), sizeof (D`int32_t),
	    sizeof (D`uint8_t));
	exit(0);
}
