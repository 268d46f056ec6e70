/*
 * printf("%d") of sizeof (short) is 2
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (short));
	exit(0);
}
