/*
 * trace() needs one argument
 */

BEGIN
{
	trace();
	exit(0);
}
