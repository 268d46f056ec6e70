/* @@requires: btf */
/* struct list_head: two pointers, next then prev */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", sizeof (struct list_head),
	    offsetof(struct list_head, next), offsetof(struct list_head, prev));
	exit(0);
}
