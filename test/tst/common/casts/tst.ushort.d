/* the cast (unsigned short)-1 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (unsigned short)-1);
	exit(0);
}
