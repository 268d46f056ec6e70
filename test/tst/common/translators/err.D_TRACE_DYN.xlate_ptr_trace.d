/*
 * a translated pointer (curpsinfo) cannot be traced: it is dynamic
 * outside "->"
 */
BEGIN
{
	trace(curpsinfo);
}
