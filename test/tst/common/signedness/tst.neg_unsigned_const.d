/*
 * printf("%u") of -1u is 4294967295
 */

#pragma D option quiet

BEGIN
{
	printf("%u\n", -1u);
	exit(0);
}
