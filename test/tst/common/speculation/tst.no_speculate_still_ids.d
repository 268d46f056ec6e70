/*
 * Without speculate() in the program, speculation() still hands out IDs.
 */
#pragma D option quiet

BEGIN
{
	printf("%d\n", speculation());
	exit(0);
}
