/* keys from variables */

#pragma D option quiet

BEGIN
{
	k = "key";
	i = 3;
	a[k, i] = 33;
	printf("%d\n", a["key", 3]);
	exit(0);
}
