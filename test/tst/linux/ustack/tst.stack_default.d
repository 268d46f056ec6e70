/* stack() in the default output format */
BEGIN
{
	stack();
	exit(0);
}
