/* the built-in cpu >= 0 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", cpu >= 0);
	exit(0);
}
