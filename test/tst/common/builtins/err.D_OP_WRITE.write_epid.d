/* epid is read-only */

BEGIN
{
	epid = 2;
}
