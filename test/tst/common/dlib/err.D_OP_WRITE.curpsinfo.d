/*
 * curpsinfo is an inline, not a writable variable
 */

BEGIN
{
	curpsinfo = 0;
}
