/*
 * %e needs a floating-point value
 */

BEGIN
{
	printf("%e\n", 1);
	exit(0);
}
