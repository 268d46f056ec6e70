/* the built-in tid > 0 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", tid > 0);
	exit(0);
}
