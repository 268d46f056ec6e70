/*
 * printa("%x") of an int key
 */

#pragma D option quiet

BEGIN
{
	@a[255] = count();
	printa("%x %@d\n", @a);
	exit(0);
}
