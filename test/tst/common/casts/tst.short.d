/* the cast (short)70000 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (short)70000);
	exit(0);
}
