/*
 * An ERROR clause traced with the default output names dtrace:::ERROR;
 * as the reference, BEGIN's own records are printed before the others.
 */

BEGIN
{
	x = *(int *)0;
}

ERROR
{
	trace(arg4);
}

BEGIN
{
	exit(0);
}
