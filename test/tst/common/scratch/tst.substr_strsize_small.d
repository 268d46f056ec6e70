/* substr() results are limited by strsize */
/* @@opts: -x strsize=8 */

#pragma D option quiet

BEGIN
{
	printf("%s\n", substr("abcdefghijklmnop", 2));
	exit(0);
}
