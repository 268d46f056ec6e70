/*
 * a binding for a built-in variable
 */

#pragma D binding "1.0" timestamp

BEGIN
{
	exit(0);
}
