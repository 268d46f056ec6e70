/*
 * With strsize 16, string keys are cut at 15 characters: keys equal in
 * their first 15 characters are one key, and a key of exactly 15
 * characters fills the record to its last byte.
 */

#pragma D option quiet
#pragma D option aggsortkey
#pragma D option strsize=16

BEGIN
{
	@a["abcdefghijklmnopqrstuvwxyz"] = count();
	@a["abcdefghijklmnoXYZ"] = count();
	@a["abcdefghijklmno"] = count();
	@a["abcdefghijklmn"] = count();
	@a["a"] = count();
	@b["abcdefghijklmnopq", 7] = count();
	@b["abcdefghijklmno", 7] = count();
	@b["abcdefghijklmn", 7] = count();
	exit(0);
}

END
{
	printa("a [%s] %@d\n", @a);
	printa("b [%s] %d %@d\n", @b);
}
