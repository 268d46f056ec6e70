/*
 * printf("%8x") of 255 is       ff
 */

#pragma D option quiet

BEGIN
{
	printf("%8x\n", 255);
	exit(0);
}
