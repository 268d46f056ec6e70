/*
 * a version that does not parse
 */

#pragma D binding "not.a.version" x

BEGIN
{
	exit(0);
}
