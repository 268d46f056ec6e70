/*
 * associative arrays with tuple keys
 */

#pragma D option quiet

BEGIN
{
	a[1, "x"] = 5;
	a[1, "y"] = 6;
	printf("%d\n", a[1, "x"] * a[1, "y"]);
	exit(0);
}
