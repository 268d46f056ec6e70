/*
 * the D type namespace holds D's string type, strsize bytes
 */

#pragma D option quiet
#pragma D option strsize=32

BEGIN
{
	printf("%d\n", sizeof (D`string));
	exit(0);
}
