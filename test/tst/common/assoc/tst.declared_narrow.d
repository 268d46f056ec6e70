/* a declared char-valued array truncates */

#pragma D option quiet

char a[int];

BEGIN
{
	a[1] = 0x141;
	printf("%d\n", a[1]);
	exit(0);
}
