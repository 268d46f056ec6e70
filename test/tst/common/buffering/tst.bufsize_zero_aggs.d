/* @@opts: -q -b 0 */

/*
 * With aggregations, a principal buffer too small for the records is
 * raised to the largest of them (the reference keeps it as scratch), so
 * -b 0 works.
 */
BEGIN
{
	@a = count();
	exit(0);
}
