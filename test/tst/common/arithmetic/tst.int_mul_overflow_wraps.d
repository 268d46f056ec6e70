/*
 * int * int is int: 10^12 keeps its low 32 bits
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 1000000 * 1000000);
	exit(0);
}
