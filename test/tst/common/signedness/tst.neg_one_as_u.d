/*
 * an int printed with %u is converted as 32 bits
 */

#pragma D option quiet

BEGIN
{
	printf("%u\n", -1);
	exit(0);
}
