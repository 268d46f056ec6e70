/*
 * int + int is int (4 bytes); int + long is long (8 bytes)
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d\n", sizeof (1 + 2), sizeof (1 + 2L));
	exit(0);
}
