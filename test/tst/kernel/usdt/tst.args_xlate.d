/* @@backend: kernel */
/* @@opts: -c @PROGS@/usdtxlate */
/*
 * On the module (uprobes): a probe declared `moved(int n, char *name, long long v, struct
 * xlt_point *p) : (long long v, int n, struct xlt_sum *p)`
 * (progs/usdtxlateprov.d): arg0.. and args[] are in the translated order
 * (args[0] is v, args[1] n, name is left out), args[2] is translated by
 * the translator in scope; a probe without translation keeps its own.
 */
#pragma D option quiet

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

xlt$target:::moved
{
	printf("moved %d %d sum %d x %d | %d %d | %d %d\n", args[0], args[1],
	    args[2]->s_sum, args[2]->s_x, arg0, arg1, sizeof (args[0]),
	    sizeof (args[1]));
}

xlt$target:::plain
{
	printf("plain %d %d\n", args[0], args[1]);
}
