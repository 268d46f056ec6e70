/* the string space of ustack() may not be negative */
BEGIN
{
	ustack(5, -1);
}
