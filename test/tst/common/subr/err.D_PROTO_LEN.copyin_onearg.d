/* copyin() needs two arguments */

BEGIN
{
	trace(copyin(0));
}
