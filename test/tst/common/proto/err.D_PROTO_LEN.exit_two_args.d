/*
 * exit() takes one argument
 */

BEGIN
{
	exit(1, 2);
	exit(0);
}
