/*
 * test/progs/usdtxlate.c -- target of the USDT tests of translated and
 * mapped arguments (tst/linux/usdt/tst.args_xlate.d, the guest's
 * tst/kernel/usdt/tst.args_xlate.d): for i = 0 .. 2 it fires
 * xlt:::moved(i, "pt", -1000 - i, &point) with point = { i, 10 * i } and
 * xlt:::plain(i, -i), through the header our `dtrace -h` made from
 * usdtxlateprov.d.  Prints nothing.
 */
#include "usdtxlateprov.h"

struct xlt_point {
	int x;
	int y;
};

int
main(void)
{
	struct xlt_point p;
	int i;

	for (i = 0; i < 3; i++) {
		p.x = i;
		p.y = 10 * i;
		XLT_MOVED(i, (char *)"pt", -1000LL - i, &p);
		XLT_PLAIN(i, -i);
	}
	return (0);
}
