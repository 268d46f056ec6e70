/*
 * printf() needs a format
 */

BEGIN
{
	printf();
	exit(0);
}
