/* a built-in variable as a key */

#pragma D option quiet

BEGIN
{
	a[probename] = 4;
	printf("%d\n", a["BEGIN"]);
	exit(0);
}
