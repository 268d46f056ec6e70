/*
 * a value with no conversion
 */

BEGIN
{
	printf("hi\n", 1);
	exit(0);
}
