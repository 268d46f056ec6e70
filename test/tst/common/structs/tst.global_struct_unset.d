/* members of a global struct start at 0 */

#pragma D option quiet

struct foo {
	int a;
	char b;
	long c;
};

struct foo f;

BEGIN
{
	printf("%d %d\n", f.a, f.b);
	exit(0);
}
