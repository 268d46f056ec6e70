/* probename is read-only */

BEGIN
{
	probename = "x";
}
