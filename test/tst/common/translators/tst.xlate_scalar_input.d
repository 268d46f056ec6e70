/* a translator from an integer type */

#pragma D option quiet

struct pair_t {
	int hi;
	int lo;
};

translator struct pair_t < int v > {
	hi = (v >> 8) & 0xff;
	lo = v & 0xff;
};

BEGIN
{
	printf("%d %d\n", xlate<struct pair_t>(0x1234).hi, xlate<struct pair_t>(0x1234).lo);
	exit(0);
}
