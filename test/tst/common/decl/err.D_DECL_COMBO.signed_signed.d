/*
 * signed at most once
 */

signed signed int x;

BEGIN
{
	exit(0);
}
