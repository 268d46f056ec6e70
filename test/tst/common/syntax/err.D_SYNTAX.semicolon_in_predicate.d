/*
 * a semicolon inside a predicate
 */

BEGIN
/1;/
{
	exit(0);
}
