/* the built-in timestamp != 0 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", timestamp != 0);
	exit(0);
}
