/*
 * # adds no 0x prefix to zero
 */

#pragma D option quiet

BEGIN
{
	printf("%#x\n", 0);
	exit(0);
}
