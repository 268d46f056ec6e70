/* a long string key */

#pragma D option quiet

BEGIN
{
	k = "a fairly long string key that spans many bytes of the tuple";
	a[k] = 1;
	printf("%d\n", a["a fairly long string key that spans many bytes of the tuple"]);
	exit(0);
}
