/* the cast (char)200 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (char)200);
	exit(0);
}
