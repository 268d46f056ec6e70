/* @@exit: 1 */
/* @@stderr: dtrace: could not enable tracing: Destructive actions not allowed */
/*
 * system() in the second of two clauses.
 */

BEGIN
{
	trace(1);
}

BEGIN
{
	system("echo %d", 1);
	exit(0);
}
