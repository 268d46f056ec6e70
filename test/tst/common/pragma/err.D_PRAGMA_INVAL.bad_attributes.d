/*
 * attributes that do not parse
 */

#pragma D attributes Bogus/Bogus/Bogus x

BEGIN
{
	exit(0);
}
