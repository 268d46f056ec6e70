/*
 * printf("%8.3d") of 7 is      007
 */

#pragma D option quiet

BEGIN
{
	printf("%8.3d\n", 7);
	exit(0);
}
