/* @@backend: kernel */ /* @@opts: -x dynvarsize=3g */
/* @@stderr: dtrace: dynamic variable size lowered to */
/*
 * -x dynvarsize=3g with an associative array: the dynamic variable space
 * is halved until it fits, and the array works.
 */
#pragma D option quiet

BEGIN
{
	a["k"] = 42;
	printf("%d\n", a["k"]);
	exit(0);
}
