/*
 * printf("%d") of +5 is 5
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", +5);
	exit(0);
}
