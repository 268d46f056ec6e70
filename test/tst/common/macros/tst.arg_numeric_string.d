/* @@args: 42 */
/*
 * $$1 of a number is its text
 */

#pragma D option quiet

BEGIN
{
	printf("%s\n", $$1);
	exit(0);
}
