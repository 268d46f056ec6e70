/*
 * sum() needs one argument
 */

BEGIN
{
	@a = sum();
	exit(0);
}
