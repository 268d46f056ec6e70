/*
 * a key with a space prints as is
 */

#pragma D option quiet

BEGIN
{
	@a["a b"] = count();
	exit(0);
}
