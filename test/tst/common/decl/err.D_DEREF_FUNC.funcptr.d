/* a pointer to a function cannot be dereferenced */
void (*fp)(void);

BEGIN
{
	trace(*fp);
}
