/*
 * printf("%X") of 255 is FF
 */

#pragma D option quiet

BEGIN
{
	printf("%X\n", 255);
	exit(0);
}
