/* a translated value is converted to the member type */

#pragma D option quiet

struct small_t {
	char c;
};

translator struct small_t < int v > {
	c = v;
};

BEGIN
{
	printf("%d\n", xlate<struct small_t>(0x1ff).c);
	exit(0);
}
