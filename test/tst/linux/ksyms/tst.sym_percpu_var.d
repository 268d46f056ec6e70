/* @@requires: btf ksym:runqueues */
/* a per-CPU variable has its BTF VAR type: runqueues is a struct rq */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (`runqueues) == sizeof (struct rq));
	exit(0);
}
