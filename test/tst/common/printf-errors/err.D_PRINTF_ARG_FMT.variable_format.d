/*
 * the format must be a constant
 */

BEGIN
{
	s = "%d\n";
	printf(s, 1);
	exit(0);
}
