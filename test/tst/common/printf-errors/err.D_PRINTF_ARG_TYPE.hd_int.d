/*
 * %hd needs a short
 */

BEGIN
{
	printf("%hd\n", 1);
	exit(0);
}
