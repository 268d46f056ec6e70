/*
 * count() from BEGIN and END add up
 */

#pragma D option quiet

END
{
	@a = count();
}

BEGIN
{
	@a = count();
	exit(0);
}
