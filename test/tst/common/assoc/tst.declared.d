/* an explicitly declared associative array */

#pragma D option quiet

int a[int, string];

BEGIN
{
	a[1, "x"] = 3;
	printf("%d\n", a[1, "x"]);
	exit(0);
}
