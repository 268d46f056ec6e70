/*
 * printf("%x") of -1L is ffffffffffffffff
 */

#pragma D option quiet

BEGIN
{
	printf("%x\n", -1L);
	exit(0);
}
