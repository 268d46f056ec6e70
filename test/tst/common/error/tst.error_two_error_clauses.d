/*
 * Every ERROR clause fires once per fault, in order.
 */
#pragma D option quiet

BEGIN
{
	x = *(int *)0;
}

ERROR
{
	printf("first\n");
}

ERROR
{
	printf("second\n");
}

BEGIN
{
	exit(0);
}
