/* a pointer member followed */

#pragma D option quiet

struct node {
	struct node *next;
	int val;
};

BEGIN
{
	this->n = (struct node *)alloca(2 * sizeof (struct node));
	this->n[0].next = &this->n[1];
	this->n[1].val = 42;
	printf("%d\n", this->n[0].next->val);
	exit(0);
}
