/*
 * an enumerator named like a built-in variable
 */

enum e { timestamp };

BEGIN
{
	exit(0);
}
