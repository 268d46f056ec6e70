/*
 * avg() needs one argument
 */

BEGIN
{
	@a = avg();
	exit(0);
}
