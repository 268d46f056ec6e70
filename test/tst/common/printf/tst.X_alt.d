/*
 * printf("%#X") of 255 is 0XFF
 */

#pragma D option quiet

BEGIN
{
	printf("%#X\n", 255);
	exit(0);
}
