/*
 * the condition of ?: must be scalar
 */

BEGIN
{
	x = "a" ? 1 : 2;
	exit(0);
}
