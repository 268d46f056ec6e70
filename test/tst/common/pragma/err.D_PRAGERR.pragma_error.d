/*
 * #pragma error stops compilation
 */

#pragma error stop here

BEGIN
{
	exit(0);
}
