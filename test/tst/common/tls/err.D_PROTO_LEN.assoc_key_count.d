/* a thread-local associative array used with another key count */

BEGIN
{
	self->a[1] = 1;
	self->a[1, 2] = 2;
}
