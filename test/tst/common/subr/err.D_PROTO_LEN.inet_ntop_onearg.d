/* inet_ntop() needs two arguments */

BEGIN
{
	trace(inet_ntop(2));
}
