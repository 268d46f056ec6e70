/*
 * reading an identifier that was never defined
 */

BEGIN
{
	trace(nosuchvariable);
	exit(0);
}
