/* the cast (char)(short)(int)0x1ff */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (char)(short)(int)0x1ff);
	exit(0);
}
