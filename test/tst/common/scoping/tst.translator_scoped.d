/*
 * a translator to a scoped struct type, used through xlate<struct D`s>
 */

#pragma D option quiet

struct s {
	int a;
};

translator struct D`s < int x > {
	a = x * 2;
};

BEGIN
{
	printf("%d\n", xlate <struct D`s> (21).a);
	exit(0);
}
