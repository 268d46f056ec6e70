/* clear() with no aggregation named is its own prototype error */

BEGIN
{
	@totals["a"] = sum(3);
	clear();
}
