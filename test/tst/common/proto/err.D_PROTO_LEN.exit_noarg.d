/*
 * exit() needs one argument
 */

BEGIN
{
	exit();
	exit(0);
}
