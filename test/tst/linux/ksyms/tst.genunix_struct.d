/* @@requires: btf */
/* genunix is an alias of vmlinux, as in Oracle Linux DTrace */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (struct genunix`hlist_node));
	exit(0);
}
