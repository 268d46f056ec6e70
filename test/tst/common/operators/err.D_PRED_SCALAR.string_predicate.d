/*
 * a predicate must be scalar
 */

BEGIN
/"abc"/
{
	exit(0);
}
