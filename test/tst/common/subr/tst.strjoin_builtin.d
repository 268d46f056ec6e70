/* strjoin() with a built-in string variable */

#pragma D option quiet

BEGIN
{
	printf("%s\n", strjoin(probename, "!"));
	exit(0);
}
