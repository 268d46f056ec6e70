/* two translators to the same type from different inputs */

#pragma D option quiet

struct o_t {
	int v;
};

translator struct o_t < int i > {
	v = i + 1;
};

translator struct o_t < string s > {
	v = strlen(s);
};

BEGIN
{
	printf("%d %d\n", xlate<struct o_t>(5).v, xlate<struct o_t>("abc").v);
	exit(0);
}
