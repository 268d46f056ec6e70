/* a translator member may use built-in variables */

#pragma D option quiet

struct ctx_t {
	int same;
};

translator struct ctx_t < int i > {
	same = pid == $pid && i == 1;
};

BEGIN
{
	printf("%d\n", xlate<struct ctx_t>(1).same);
	exit(0);
}
