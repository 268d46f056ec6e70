/*
 * #line needs a number
 */

#line abc

BEGIN
{
	exit(0);
}
