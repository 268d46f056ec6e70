/*
 * printf("%u") of -1L is 18446744073709551615
 */

#pragma D option quiet

BEGIN
{
	printf("%u\n", -1L);
	exit(0);
}
