/* execname is read-only */

BEGIN
{
	execname = "x";
}
