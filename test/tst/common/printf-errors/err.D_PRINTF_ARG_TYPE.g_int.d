/*
 * %g needs a floating-point value
 */

BEGIN
{
	printf("%g\n", 1);
	exit(0);
}
