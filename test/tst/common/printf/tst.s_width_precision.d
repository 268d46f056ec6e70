/*
 * printf("%5.1s") of "xyz" is     x
 */

#pragma D option quiet

BEGIN
{
	printf("%5.1s\n", "xyz");
	exit(0);
}
