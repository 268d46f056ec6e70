/* a translator member defined with another translator */

#pragma D option quiet

struct a_t {
	int x;
};

struct b_t {
	int y;
};

translator struct a_t < int i > {
	x = i + 1;
};

translator struct b_t < int j > {
	y = xlate<struct a_t>(j).x * 2;
};

BEGIN
{
	printf("%d\n", xlate<struct b_t>(20).y);
	exit(0);
}
