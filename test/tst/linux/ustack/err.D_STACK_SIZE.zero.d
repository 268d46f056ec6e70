/* stack(0) is refused */
BEGIN
{
	stack(0);
}
