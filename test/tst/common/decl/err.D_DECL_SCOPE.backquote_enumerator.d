/*
 * the scoping operator in an enumerator
 */

enum e { x`y };

BEGIN
{
	exit(0);
}
