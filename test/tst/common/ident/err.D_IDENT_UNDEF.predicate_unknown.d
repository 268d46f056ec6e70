/*
 * an unknown identifier in a predicate
 */

BEGIN
/nosuchvariable == 1/
{
	exit(0);
}
