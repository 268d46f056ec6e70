/*
 * the result of strjoin() as a key
 */

#pragma D option quiet

BEGIN
{
	@a[strjoin("a", "b")] = count();
	exit(0);
}
