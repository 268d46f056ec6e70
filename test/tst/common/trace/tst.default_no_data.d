/*
 * a clause that records no data still prints its probe line
 */

BEGIN
{
	exit(0);
}
