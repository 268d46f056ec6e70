/* ustack(0) is refused */
BEGIN
{
	ustack(0);
}
