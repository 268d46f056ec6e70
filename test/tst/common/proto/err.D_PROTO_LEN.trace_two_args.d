/*
 * trace() takes one argument
 */

BEGIN
{
	trace(1, 2);
	exit(0);
}
