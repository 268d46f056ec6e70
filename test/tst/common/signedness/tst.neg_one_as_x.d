/*
 * printf("%x") of -1 is ffffffff
 */

#pragma D option quiet

BEGIN
{
	printf("%x\n", -1);
	exit(0);
}
