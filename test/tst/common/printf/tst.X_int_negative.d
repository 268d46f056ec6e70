/*
 * printf("%X") of -1 is FFFFFFFF
 */

#pragma D option quiet

BEGIN
{
	printf("%X\n", -1);
	exit(0);
}
