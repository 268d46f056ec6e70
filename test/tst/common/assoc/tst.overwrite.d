/* assigning an element again replaces it */

#pragma D option quiet

BEGIN
{
	a["k"] = 1;
	a["k"] = 2;
	printf("%d\n", a["k"]);
	exit(0);
}
