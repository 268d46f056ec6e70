/* assigning 0 deletes an element (it reads 0 again) */

#pragma D option quiet

BEGIN
{
	a["k"] = 5;
	a["k"] = 0;
	printf("%d\n", a["k"]);
	exit(0);
}
