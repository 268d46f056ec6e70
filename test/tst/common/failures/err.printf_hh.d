/* @@exit: 1 */
/*
 * %hhd is not a conversion of the reference
 */

BEGIN
{
	printf("%hhd\n", (char)1);
	exit(0);
}
