/* NULL is 0 */

#pragma D option quiet

BEGIN
{
	printf("%d %d\n", NULL, sizeof (NULL));
	exit(0);
}
