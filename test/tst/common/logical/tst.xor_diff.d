/*
 * printf("%d") of 1 ^^ 0 is 1
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 1 ^^ 0);
	exit(0);
}
