/*
 * printf("%hx") of (short)255 is ff
 */

#pragma D option quiet

BEGIN
{
	printf("%hx\n", (short)255);
	exit(0);
}
