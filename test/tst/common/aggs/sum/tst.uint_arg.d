/*
 * sum() of an unsigned int 0xffffffff is 4294967295
 */

#pragma D option quiet

BEGIN
{
	@a = sum((unsigned int)0xffffffff);
	exit(0);
}
