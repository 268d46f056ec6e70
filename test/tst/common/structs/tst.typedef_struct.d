/* a typedef of a struct */

#pragma D option quiet

struct foo {
	int a;
	char b;
	long c;
};

typedef struct foo foo_t;

BEGIN
{
	printf("%d\n", sizeof (foo_t));
	exit(0);
}
