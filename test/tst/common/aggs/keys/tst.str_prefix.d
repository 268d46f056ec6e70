/*
 * String keys that share prefixes, end on either side of an 8-byte word
 * boundary, or follow a longer key in the same staging area stay distinct
 * keys, and equal strings are one key, alone or before an integer
 * (the framework hashes and compares a string key only up to its NUL).
 */

#pragma D option quiet
#pragma D option aggsortkey

BEGIN
{
	@a["abcdefghijklmnop"] = count();
	@a["abc"] = count();
	@a["abcdefgh"] = count();
	@a["abcdefg"] = count();
	@a["abcdefghi"] = count();
	@a["abc"] = count();
	@a[""] = count();
	@a["abcdefgh"] = count();
	@b["abcdefghijklmnop", 1] = count();
	@b["abc", 1] = count();
	@b["abc", 2] = count();
	@b["abcdefghijklmnop", 1] = count();
	@b["abc", 1] = count();
	@b["", 1] = count();
	@c["ab", "cd", 1] = count();
	@c["abc", "d", 1] = count();
	@c["ab", "cd", 1] = count();
	@c["ab", "", 1] = count();
	@c["abcdefghijklmnop", "abcdefgh", 2] = count();
	@c["abcdefghijklmnop", "abcdefg", 2] = count();
	@c["abcdefghijklmnop", "abcdefgh", 2] = count();
	exit(0);
}

END
{
	printa("a [%s] %@d\n", @a);
	printa("b [%s] %d %@d\n", @b);
	printa("c [%s] [%s] %d %@d\n", @c);
}
