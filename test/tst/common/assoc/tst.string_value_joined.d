/* a string value built by strjoin */

#pragma D option quiet

BEGIN
{
	a["k"] = strjoin("con", "cat");
	printf("%s\n", a["k"]);
	exit(0);
}
