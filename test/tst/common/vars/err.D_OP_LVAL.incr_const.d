/* ++ applied to a constant */

BEGIN
{
	1++;
}
