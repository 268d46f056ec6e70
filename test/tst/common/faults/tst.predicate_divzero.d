/* a division by zero in a predicate fires ERROR with action index 0 */
/* @@stderr: divide-by-zero in predicate */

#pragma D option quiet

int zero;

BEGIN
/(1 / zero) == 0/
{
	printf("not reached\n");
}

ERROR
{
	printf("%d %d\n", arg2, arg4);
	exit(0);
}
