/* the built-in strjoin(probeprov, strjoin(":::", probename)) */

#pragma D option quiet

BEGIN
{
	printf("%s\n", strjoin(probeprov, strjoin(":::", probename)));
	exit(0);
}
