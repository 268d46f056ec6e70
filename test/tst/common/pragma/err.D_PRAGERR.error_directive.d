/*
 * #error stops compilation
 */

#error "stop here"

BEGIN
{
	exit(0);
}
