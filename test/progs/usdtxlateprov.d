/*
 * test/progs/usdtxlateprov.d -- the provider of usdtxlate (USDT tests,
 * tst/linux/usdt/ and the guest's tst/kernel/usdt/): a probe declared
 * with translated arguments, `probe NAME(native) : (translated)`, which
 * maps them (args[0] is the native v, args[1] the native n; name is left
 * out) and translates the last from struct xlt_point * to
 * struct xlt_sum *.  make check builds usdtxlateprov.h (-h) and
 * usdtxlateprov.o (-G) from it.
 */
struct xlt_point {
	int x;
	int y;
};

struct xlt_sum {
	int s_sum;
	int s_x;
};

translator struct xlt_sum < struct xlt_point *p > {
	s_x = *(int *)copyin((uintptr_t)&p->x, sizeof (int));
	s_sum = *(int *)copyin((uintptr_t)&p->x, sizeof (int)) +
	    *(int *)copyin((uintptr_t)&p->y, sizeof (int));
};

provider xlt {
	probe moved(int n, char *name, long long v, struct xlt_point *p) :
	    (long long v, int n, struct xlt_sum *p);
	probe plain(int a, int b);
};
