/* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: Destructive actions not allowed */
/*
 * Even a clause that would never run makes the program destructive.
 */

BEGIN
/0/
{
	chill(1);
}

BEGIN
{
	exit(0);
}
