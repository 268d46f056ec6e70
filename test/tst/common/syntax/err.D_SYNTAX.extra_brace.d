/*
 * a stray closing brace
 */

BEGIN
{
	exit(0);
}
}
