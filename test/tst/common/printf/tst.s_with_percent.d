/*
 * a % inside a %s argument is not a conversion
 */

#pragma D option quiet

BEGIN
{
	printf("%s\n", "100%");
	exit(0);
}
