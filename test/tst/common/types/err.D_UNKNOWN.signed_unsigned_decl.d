/*
 * "signed unsigned int" names no type: as the reference, the lookup of
 * the composed name fails with D_UNKNOWN ("failed to resolve type")
 */

signed unsigned int x;

BEGIN
{
	exit(0);
}
