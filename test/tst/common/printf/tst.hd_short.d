/*
 * printf("%hd") of (short)-3 is -3
 */

#pragma D option quiet

BEGIN
{
	printf("%hd\n", (short)-3);
	exit(0);
}
