/*
 * calling an unknown function
 */

BEGIN
{
	nosuchfunction(1);
	exit(0);
}
