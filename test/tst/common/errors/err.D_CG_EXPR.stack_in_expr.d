/* stack() records a stack: it has no value to use in an expression */
BEGIN
{
	x = stack() + 1;
}
