/*
 * printf("%d") of (char)257 is 1
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (char)257);
	exit(0);
}
