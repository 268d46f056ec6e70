/*
 * a conversion with no value
 */

BEGIN
{
	printf("%s\n");
	exit(0);
}
