/*
 * cleanpath() as the reference's: a trailing "/" and a trailing "/." are
 * kept ("/a/b/", "/a/b/."), a trailing "/.." goes up and keeps the slash
 * ("/a/"), "/./" and "//" inside are removed; the result is at most
 * strsize - 5 characters (it stops before an element would not fit)
 */
#pragma D option quiet
#pragma D option strsize=16

BEGIN
{
	printf("[%s] [%s] [%s]\n", cleanpath("/a/b/"), cleanpath("/a/b/."),
	    cleanpath("/a/b/.."));
	printf("[%s] [%s]\n", cleanpath("/a//b/./c/"), cleanpath("/a/b/./"));
	printf("[%s]\n", cleanpath("/aaaaaaaaaaaaaaaaaaaa"));
	exit(0);
}
