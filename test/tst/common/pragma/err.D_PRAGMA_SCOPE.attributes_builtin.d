/*
 * attributes for a built-in variable
 */

#pragma D attributes Evolving/Evolving/Common timestamp

BEGIN
{
	exit(0);
}
