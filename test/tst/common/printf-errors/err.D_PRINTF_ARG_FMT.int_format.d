/*
 * the format must be a string constant
 */

BEGIN
{
	printf(123);
	exit(0);
}
