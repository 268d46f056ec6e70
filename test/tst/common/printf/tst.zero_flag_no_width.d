/*
 * printf("%0d") of 5 is 5
 */

#pragma D option quiet

BEGIN
{
	printf("%0d\n", 5);
	exit(0);
}
