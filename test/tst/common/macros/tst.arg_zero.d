/* @@args: 7 */
/*
 * $0 and $$0 are the script name; leading zeros name the same argument
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %s\n", $$0 == $$00, $1, $001, basename($$000));
	exit(0);
}
