/* a fault in a predicate fires ERROR with action index 0 */
/* @@stderr: invalid address (0x8) in predicate */

#pragma D option quiet

BEGIN
/(*(int *)8) == 0/
{
	printf("not reached\n");
}

ERROR
{
	printf("%d %d\n", arg2, arg4);
	exit(0);
}
