/* incrementing an element */

#pragma D option quiet

BEGIN
{
	a["n"]++;
	a["n"]++;
	a["n"] += 5;
	printf("%d\n", a["n"]);
	exit(0);
}
