/* a string key built at run time matches a constant key */

#pragma D option quiet

BEGIN
{
	a["dynrace"] = 9;
	printf("%d\n", a[strjoin("dyn", "race")]);
	exit(0);
}
