/*
 * printf("%d") of "" < "a" is 1
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", "" < "a");
	exit(0);
}
