/*
 * a translated pointer (curpsinfo) is no aggregation key: it is dynamic
 * outside "->"
 */
BEGIN
{
	@a[curpsinfo] = count();
}
