/*
 * kernel types from BTF: a kernel struct has a size and its members
 * offsets (the example of the README)
 * @@requires: btf
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d\n", sizeof (struct task_struct) > 0,
	    offsetof(struct list_head, next));
	exit(0);
}
