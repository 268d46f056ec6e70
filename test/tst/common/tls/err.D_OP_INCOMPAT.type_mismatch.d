/* a thread-local assigned another type */

BEGIN
{
	self->x = 1;
	self->x = "s";
}
