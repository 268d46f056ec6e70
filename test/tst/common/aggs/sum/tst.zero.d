/*
 * sum() of zero prints 0
 */

#pragma D option quiet

BEGIN
{
	@a = sum(0);
	exit(0);
}
