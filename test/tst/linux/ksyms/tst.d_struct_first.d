/* @@requires: btf */
/*
 * a struct the program defines hides the kernel's of the same tag, and
 * may point to itself while being defined (struct node exists in BTF)
 */

struct node {
	struct node *next;
	char c;
};

#pragma D option quiet

BEGIN
{
	printf("%d %d\n", sizeof (struct node), sizeof (struct list_head));
	exit(0);
}
