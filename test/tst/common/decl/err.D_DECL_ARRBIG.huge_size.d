/*
 * an array size must fit in 32 bits
 */

int a[0x100000000];

BEGIN
{
	exit(0);
}
