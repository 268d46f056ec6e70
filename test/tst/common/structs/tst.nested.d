/* a nested struct member */

#pragma D option quiet

struct inner {
	int x;
	int y;
};

struct outer {
	long id;
	struct inner in;
};

BEGIN
{
	this->p = (struct outer *)alloca(sizeof (struct outer));
	this->p->in.y = 7;
	printf("%d %d %d\n", this->p->in.y, offsetof(struct outer, in), sizeof (struct outer));
	exit(0);
}
