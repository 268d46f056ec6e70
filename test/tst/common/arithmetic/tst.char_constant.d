/*
 * printf("%d") of 'A' is 65
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 'A');
	exit(0);
}
