/*
 * probename works as a string key
 */

#pragma D option quiet

BEGIN
{
	@a[probename] = count();
	exit(0);
}
