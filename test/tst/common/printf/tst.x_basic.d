/*
 * printf("%x") of 255 is ff
 */

#pragma D option quiet

BEGIN
{
	printf("%x\n", 255);
	exit(0);
}
