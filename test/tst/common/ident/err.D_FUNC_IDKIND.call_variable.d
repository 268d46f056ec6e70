/*
 * calling a variable
 */

BEGIN
{
	x = timestamp(1);
	exit(0);
}
