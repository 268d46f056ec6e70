/*
 * actions cannot be the operands of ?:
 */

BEGIN
{
	c = 1;
	c ? trace(1) : trace(2);
	exit(0);
}
