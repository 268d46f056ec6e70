/* an associative array with two keys (issue acceptance) */

#pragma D option quiet

BEGIN
{
	a["x", 1] = 5;
	a["y", 2] = a["x", 1] * 2;
	printf("%d %d %d\n", a["x", 1], a["y", 2], a["z", 3]);
	exit(0);
}
