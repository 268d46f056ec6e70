/*
 * reading self->never before any assignment
 */

BEGIN
{
	trace(self->never);
	exit(0);
}
