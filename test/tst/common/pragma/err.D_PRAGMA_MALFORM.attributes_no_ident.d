/*
 * attributes needs an identifier
 */

#pragma D attributes Stable/Stable/Common

BEGIN
{
	exit(0);
}
